import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Customer from '#core/customers/models/customer'
import { createUser } from '#tests/helpers/fixtures'
import { VALID_CUSTOMER, countOf } from '#tests/functional/customers/world'

/** Spec §5 on customers: each rule, one bad value at a time, answers 422 with the field and rule named. */
const BAD_INPUT: Array<{
  title: string
  body: Record<string, unknown>
  field: string
  rule: string
}> = [
  { title: 'name is required', body: { name: undefined }, field: 'name', rule: 'required' },
  { title: 'name may not be blank', body: { name: '  ' }, field: 'name', rule: 'required' },
  {
    title: 'country is required',
    body: { country: undefined },
    field: 'country',
    rule: 'required',
  },
  { title: 'type is required', body: { type: undefined }, field: 'type', rule: 'required' },
  { title: 'type is B2B (1) or B2C (2)', body: { type: 3 }, field: 'type', rule: 'in' },
  { title: 'country must be known', body: { country: 'XX' }, field: 'country', rule: 'enum' },
  { title: 'e-mail must be valid', body: { email: 'not-an-email' }, field: 'email', rule: 'email' },
  {
    title: 'phone must be a phone number',
    body: { phone: 'call me' },
    field: 'phone',
    rule: 'phone',
  },
  {
    title: 'a Belgian national phone number has 9 or 10 digits',
    body: { phone: '0123' },
    field: 'phone',
    rule: 'phone',
  },
  {
    title: 'a Dutch national number is not Belgian-length',
    body: { country: 'NL', legal_entity: 'bv', vat: null, zipcode: '1234 AB', phone: '011223344' },
    field: 'phone',
    rule: 'phone',
  },
  {
    title: 'a Belgian postal code has 4 digits',
    body: { zipcode: '35000' },
    field: 'zipcode',
    rule: 'postal_code',
  },
  {
    title: 'a Dutch postal code is 1234 AB',
    body: { country: 'NL', legal_entity: 'bv', vat: null, zipcode: '1234' },
    field: 'zipcode',
    rule: 'postal_code',
  },
  {
    title: 'a French postal code has 5 digits',
    body: { country: 'FR', legal_entity: 'sas', vat: null, zipcode: '7500' },
    field: 'zipcode',
    rule: 'postal_code',
  },
  {
    title: 'a German postal code has 5 digits',
    body: { country: 'DE', legal_entity: null, vat: null, zipcode: '1011' },
    field: 'zipcode',
    rule: 'postal_code',
  },
  {
    title: 'the website is a complete URL',
    body: { website: 'anker.example' },
    field: 'website',
    rule: 'url',
  },
  { title: 'the VAT number has a valid shape', body: { vat: 'B!' }, field: 'vat', rule: 'regex' },
  {
    title: 'a Belgian VAT number has 10 digits',
    body: { vat: 'BE12345' },
    field: 'vat',
    rule: 'vat',
  },
  {
    title: 'a Belgian VAT number passes its check digits',
    body: { vat: 'BE0123456748' },
    field: 'vat',
    rule: 'vat',
  },
  {
    title: 'the VAT number starts with the country code',
    body: { vat: 'NL123456789B01' },
    field: 'vat',
    rule: 'vat_country',
  },
  {
    title: 'a Dutch VAT number is NL + 9 digits + B + 2 digits',
    body: { country: 'NL', legal_entity: 'bv', zipcode: '1234 AB', vat: 'NL123456789' },
    field: 'vat',
    rule: 'vat',
  },
  {
    title: 'the legal entity exists in Belgium',
    body: { legal_entity: 'sarl' },
    field: 'legal_entity',
    rule: 'legal_entity',
  },
  {
    title: 'the legal entity exists in the Netherlands',
    body: { country: 'NL', vat: null, zipcode: '1234 AB', legal_entity: 'nv' },
    field: 'legal_entity',
    rule: 'legal_entity',
  },
  {
    title: 'the legal entity exists in France',
    body: { country: 'FR', vat: null, zipcode: '75001', legal_entity: 'bv' },
    field: 'legal_entity',
    rule: 'legal_entity',
  },
]

test.group('Customers / validation on create', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{title}')
    .with(BAD_INPUT)
    .run(async ({ client, assert }, row) => {
      const admin = await createUser({ isAdmin: true })
      const body = { ...VALID_CUSTOMER, name: `Bad ${row.field}`, ...row.body }
      const response = await client
        .post('/rest/customers')
        .json(body)
        .loginAs(admin)
        .withCsrfToken()
      response.assertStatus(422)
      assert.equal(response.body().code, 'E_VALIDATION_ERROR')
      const error = response.body().errors.find((e: { field: string }) => e.field === row.field)
      assert.exists(error, JSON.stringify(response.body()))
      assert.equal(error.rule, row.rule)
      assert.isString(error.message)
      assert.isAbove(error.message.length, 5)
      assert.equal(
        await countOf(Customer.query().where('name', `Bad ${row.field}`)),
        0,
        'nothing written'
      )
    })

  test('the good forms of each country are accepted and stored normalised', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const cases = [
      {
        body: {
          country: 'BE',
          zipcode: '3500',
          phone: '011 22 33 44',
          vat: 'BE 0123.456.749',
          legal_entity: 'BV',
        },
        stored: { zipcode: '3500', phone: '011223344', vat: 'BE0123456749', legal_entity: 'bv' },
      },
      {
        body: {
          country: 'NL',
          zipcode: '1234ab',
          phone: '020-1234567',
          vat: 'NL123456789B01',
          legal_entity: 'vve',
        },
        stored: {
          zipcode: '1234 AB',
          phone: '0201234567',
          vat: 'NL123456789B01',
          legal_entity: 'vve',
        },
      },
      {
        body: {
          country: 'FR',
          zipcode: '75001',
          phone: '01 23 45 67 89',
          vat: 'FR12345678901',
          legal_entity: 'sarl',
        },
        stored: {
          zipcode: '75001',
          phone: '0123456789',
          vat: 'FR12345678901',
          legal_entity: 'sarl',
        },
      },
      {
        body: {
          country: 'DE',
          zipcode: '10115',
          phone: '+49 30 1234567',
          vat: 'DE123456789',
          legal_entity: null,
        },
        stored: { zipcode: '10115', phone: '+49301234567', vat: 'DE123456789', legal_entity: null },
      },
    ]
    for (const { body, stored } of cases) {
      const response = await client
        .post('/rest/customers')
        .json({ ...VALID_CUSTOMER, ...body })
        .loginAs(admin)
        .withCsrfToken()
      response.assertStatus(201)
      assert.include(response.body(), stored, body.country)
    }
  })

  test('a VAT number already in use is refused on its field with the duplicate message', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true, lang: 'nl' })
    await client.post('/rest/customers').json(VALID_CUSTOMER).loginAs(admin).withCsrfToken()
    const response = await client
      .post('/rest/customers')
      .json({ ...VALID_CUSTOMER, name: 'Copycat', vat: 'BE0123.456.749' })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(422)
    assert.equal(response.body().code, 'E_DUPLICATE_VAT')
    assert.equal(response.body().errors[0].field, 'vat')
    assert.equal(response.body().errors[0].rule, 'unique')
    assert.equal(await countOf(Customer.query().where('name', 'Copycat')), 0)
  })

  test('a malformed group_id is a field error before any permission check', async ({
    client,
    assert,
  }) => {
    const plainUser = await createUser()
    for (const groupId of ['abc', -3, 1.5]) {
      const response = await client
        .post('/rest/customers')
        .json({ ...VALID_CUSTOMER, name: 'Bad group', group_id: groupId })
        .loginAs(plainUser)
        .withCsrfToken()
      response.assertStatus(422)
      assert.equal(response.body().code, 'E_VALIDATION_ERROR')
      assert.deepInclude(
        response.body().errors.map((e: { field: string }) => e.field),
        'group_id'
      )
    }
    const wellFormed = await client
      .post('/rest/customers')
      .json({ ...VALID_CUSTOMER, name: 'Bad group', group_id: 999999 })
      .loginAs(plainUser)
      .withCsrfToken()
    wellFormed.assertStatus(403)
    assert.equal(await countOf(Customer.query().where('name', 'Bad group')), 0)
  })

  test('field errors are translated in each language', async ({ client, assert }) => {
    const seen = new Set<string>()
    for (const lang of ['nl', 'en', 'fr', 'de'] as const) {
      const admin = await createUser({ isAdmin: true, lang })
      const response = await client
        .post('/rest/customers')
        .json({ ...VALID_CUSTOMER, zipcode: '1' })
        .header('accept-language', lang)
        .loginAs(admin)
        .withCsrfToken()
      response.assertStatus(422)
      const message = response
        .body()
        .errors.find((e: { field: string }) => e.field === 'zipcode').message
      assert.notInclude(message, 'postal_code')
      seen.add(message)
    }
    assert.equal(seen.size, 4, 'four different translations')
  })
})

test.group('Customers / validation on update', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function stored() {
    return Customer.create({
      name: 'Stored',
      type: 1,
      country: 'BE',
      zipcode: '3500',
      phone: '011223344',
      vat: 'BE0987654394',
      legalEntity: 'nv',
    })
  }

  test('a partial update is checked against the stored country', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const customer = await stored()
    const response = await client
      .put(`/rest/customers/${customer.id}`)
      .json({ zipcode: '1234 AB' })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(422)
    assert.equal(response.body().errors[0].field, 'zipcode')
  })

  test('changing only the country re-checks the stored postal code, phone, VAT and legal entity', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const customer = await stored()
    const response = await client
      .put(`/rest/customers/${customer.id}`)
      .json({ country: 'NL' })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(422)
    assert.sameMembers(
      response.body().errors.map((e: { field: string }) => e.field),
      ['zipcode', 'phone', 'vat', 'legal_entity']
    )
    await customer.refresh()
    assert.equal(customer.country, 'BE', 'nothing written')
  })

  test('sent fields may not be emptied when required; other fields may be cleared', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const customer = await stored()
    const blank = await client
      .put(`/rest/customers/${customer.id}`)
      .json({ name: '' })
      .loginAs(admin)
      .withCsrfToken()
    blank.assertStatus(422)
    const cleared = await client
      .put(`/rest/customers/${customer.id}`)
      .json({ vat: null, phone: null })
      .loginAs(admin)
      .withCsrfToken()
    cleared.assertStatus(200)
    assert.isNull(cleared.body().vat)
  })

  test('the duplicate VAT check ignores the customer itself', async ({ client }) => {
    const admin = await createUser({ isAdmin: true })
    const customer = await stored()
    const response = await client
      .put(`/rest/customers/${customer.id}`)
      .json({ vat: 'BE0987654394', name: 'Same VAT' })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(200)
  })

  test('a customer user cannot set billing flags or the group', async ({ client, assert }) => {
    const customer = await stored()
    const editor = await createUser()
    const { grant } = await import('#tests/helpers/fixtures')
    await grant(editor, 'customer', customer.id, ['customer_read', 'customer_update'])
    const response = await client
      .put(`/rest/customers/${customer.id}`)
      .json({ payment_method: 0, free_tier: true, name: 'Edited' })
      .loginAs(editor)
      .withCsrfToken()
    response.assertStatus(200)
    await customer.refresh()
    assert.equal(customer.name, 'Edited')
    assert.isNull(customer.paymentMethod)
    assert.isFalse(customer.freeTier)
  })
})
