import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import Customer from '#core/customers/models/customer'
import { seedDemoData, DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createTenant, createUser, grant, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'

const SELF_KEYS = [
  'id',
  'name',
  'firstname',
  'lang',
  'is_admin',
  'is_partner',
  'is_sales_hunter',
  'account_role',
  'has_groups',
  'two_fa',
  'has_customers',
  'has_locations',
  'has_user_permissions',
  'has_portal_permissions',
  'partner_logo',
  'imposter_mode',
  'account_locked',
  'payment_confined',
  'branding',
  'support',
  'default_partner',
  'default_group',
  'default_customer',
  'default_location',
]

async function selfOf(client: any, email: string) {
  const user = await User.findByOrFail('email', email)
  const response = await client.get('/rest/self').loginAs(user)
  response.assertStatus(200)
  return response.body()
}

test.group('Users / self record of each demo account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.transaction((trx) => seedDemoData(trx))
  })

  test('admin: every flag and every permission', async ({ client, assert }) => {
    const self = await selfOf(client, DEMO_ACCOUNTS.admin)
    assert.sameMembers(Object.keys(self), SELF_KEYS)
    assert.include(self, {
      is_admin: true,
      is_partner: false,
      has_groups: true,
      has_customers: true,
      has_locations: true,
      has_user_permissions: true,
      has_portal_permissions: true,
      imposter_mode: false,
      two_fa: false,
    })
    assert.sameMembers(self.default_customer.permissions, [...PERMISSION_KEYS])
    assert.sameMembers(Object.keys(self.default_customer), [
      'id',
      'payment_method',
      'demo_mode',
      'type',
      'free_tier',
      'permissions',
    ])
    assert.sameMembers(Object.keys(self.default_location), [
      'id',
      'name',
      'plan',
      'payment_method',
      'permissions',
    ])
    assert.sameMembers(Object.keys(self.default_group), ['id', 'permissions'])
  })

  test('partner: partner flag, its customer, payment method forced to 0', async ({
    client,
    assert,
  }) => {
    const self = await selfOf(client, DEMO_ACCOUNTS.partner)
    assert.include(self, {
      is_admin: false,
      is_partner: true,
      has_groups: false,
      has_customers: true,
      has_locations: true,
      lang: 'nl',
    })
    assert.isNotNull(self.default_partner)
    const hotel = await Customer.findByOrFail('name', 'Hotel Zonneveld')
    assert.equal(self.default_customer.id, hotel.id)
    assert.equal(self.default_customer.payment_method, 0)
    assert.equal(self.default_location.payment_method, 0)
    assert.include(self.default_customer.permissions, 'customer_update')
    assert.notInclude(self.default_customer.permissions, 'invoices_read')
  })

  test('customer: full access to the group and its customers', async ({ client, assert }) => {
    const self = await selfOf(client, DEMO_ACCOUNTS.customer)
    assert.include(self, {
      is_admin: false,
      is_partner: false,
      has_groups: true,
      has_customers: true,
      has_locations: true,
      has_user_permissions: true,
    })
    assert.equal(self.default_customer.payment_method, 1)
    assert.equal(self.default_customer.type, 1)
    assert.sameMembers(self.default_group.permissions, [...PERMISSION_KEYS])
  })

  test('viewer: one location, read only, nothing else', async ({ client, assert }) => {
    const self = await selfOf(client, DEMO_ACCOUNTS.viewer)
    assert.include(self, {
      has_groups: false,
      has_customers: false,
      has_locations: true,
      has_user_permissions: false,
      has_portal_permissions: false,
    })
    assert.isNull(self.default_group)
    assert.isNull(self.default_customer)
    assert.deepEqual(self.default_location.permissions, ['location_read'])
    assert.equal(self.default_location.name, 'De Markt – main bar')
  })

  test('the demo seed is idempotent', async ({ assert }) => {
    const again = await db.transaction((trx) => seedDemoData(trx))
    assert.isFalse(again)
    const admins = await User.query().where('email', DEMO_ACCOUNTS.admin)
    assert.lengthOf(admins, 1)
  })
})

test.group('Users / profile', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('signed out answers 401', async ({ client }) => {
    const response = await client.get('/rest/self')
    response.assertStatus(401)
    response.assertBodyContains({ code: 'E_UNAUTHORIZED' })
  })

  test('updates name, language and defaults it can see', async ({ client, assert }) => {
    const user = await createUser()
    const mine = await createTenant()
    await grant(user, 'customer', mine.customer.id, ['customer_read', 'location_read'])
    const response = await client
      .put('/rest/self')
      .json({
        firstname: ' Jo ',
        lang: 'de',
        default_customer: mine.customer.id,
        default_site: mine.location.id,
      })
      .loginAs(user)
      .withCsrfToken()
    response.assertStatus(200)
    assert.include(response.body(), { firstname: 'Jo', lang: 'de' })
    assert.equal(response.body().default_customer.id, mine.customer.id)
    assert.equal(response.body().default_location.id, mine.location.id)
  })

  test('refuses defaults outside the grants, and bad values', async ({ client, assert }) => {
    const user = await createUser()
    const theirs = await createTenant()
    const response = await client
      .put('/rest/self')
      .json({ default_customer: theirs.customer.id })
      .loginAs(user)
      .withCsrfToken()
    response.assertStatus(422)
    assert.deepInclude(response.body().errors[0], { field: 'default_customer', rule: 'exists' })
    const bad = await client
      .put('/rest/self')
      .json({ lang: 'es', phone: 'call me', default_group: 'x' })
      .loginAs(user)
      .withCsrfToken()
    bad.assertStatus(422)
    assert.sameMembers(
      bad.body().errors.map((e: any) => e.field),
      ['lang', 'phone', 'default_group']
    )
  })

  test('GET /users/me shows the profile without secrets', async ({ client, assert }) => {
    const user = await createUser({ phone: '+32 470 00 00 00' })
    const response = await client.get('/rest/users/me').loginAs(user)
    response.assertStatus(200)
    assert.sameMembers(Object.keys(response.body()), [
      'id',
      'email',
      'firstname',
      'name',
      'phone',
      'address',
      'zipcode',
      'city',
      'country',
      'lang',
      'is_admin',
      'is_partner',
      'two_fa',
      'created_at',
    ])
  })

  test('the profile address is saved, shown, checked against the country and cleared', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ lang: 'nl' })
    const saved = await client
      .put('/rest/self')
      .json({ address: ' Kerkstraat 12 ', zipcode: '1012ab', city: 'Amsterdam', country: 'NL' })
      .loginAs(user)
      .withCsrfToken()
    saved.assertStatus(200)
    const profile = (await client.get('/rest/users/me').loginAs(user)).body()
    assert.include(profile, {
      address: 'Kerkstraat 12',
      zipcode: '1012 AB',
      city: 'Amsterdam',
      country: 'NL',
    })

    const wrongForCountry = await client
      .put('/rest/self')
      .json({ zipcode: '10115' })
      .loginAs(user)
      .withCsrfToken()
    wrongForCountry.assertStatus(422)
    assert.deepInclude(wrongForCountry.body().errors[0], { field: 'zipcode', rule: 'postal_code' })
    assert.equal(
      wrongForCountry.body().errors[0].message,
      'Geef een geldige postcode voor het gekozen land'
    )

    const moved = await client
      .put('/rest/self')
      .json({ zipcode: '10115', country: 'DE', city: 'Berlin', address: 'Invalidenstr. 1' })
      .loginAs(user)
      .withCsrfToken()
    moved.assertStatus(200)
    const bad = await client
      .put('/rest/self')
      .json({ country: 'XX', address: 'x'.repeat(201) })
      .loginAs(user)
      .withCsrfToken()
    bad.assertStatus(422)
    assert.sameMembers(
      bad.body().errors.map((e: any) => e.field),
      ['country', 'address']
    )

    const cleared = await client
      .put('/rest/self')
      .json({ address: '', zipcode: null, city: null, country: null })
      .loginAs(user)
      .withCsrfToken()
    cleared.assertStatus(200)
    await user.refresh()
    assert.deepEqual(
      [user.address, user.zipcode, user.city, user.country],
      [null, null, null, null]
    )
  })

  test('changing the password needs the current one and ends the other sessions', async ({
    assert,
  }) => {
    const user = await createUser()
    const here = new HttpSession()
    const there = new HttpSession()
    await here.signIn(user.email, TEST_PASSWORD)
    await there.signIn(user.email, TEST_PASSWORD)

    const wrong = await here.request('PUT', '/rest/self/password', {
      current_password: 'Nope-nope-1!',
      password: 'Brand-new-pass-9#',
      password_confirmation: 'Brand-new-pass-9#',
    })
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.code, 'E_WRONG_PASSWORD')

    const changed = await here.request('PUT', '/rest/self/password', {
      current_password: TEST_PASSWORD,
      password: 'Brand-new-pass-9#',
      password_confirmation: 'Brand-new-pass-9#',
    })
    assert.equal(changed.status, 204)
    assert.equal((await here.request('GET', '/rest/self')).status, 200, 'this session stays')
    assert.equal((await there.request('GET', '/rest/self')).status, 401, 'other sessions end')
  })
})
