import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#kernel/audit/audit_log'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import type Customer from '#core/customers/models/customer'
import type User from '#core/users/models/user'
import { createTenant, createUser, grant, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'

/** An admin's browser with a fresh password confirmation, ready to impersonate. */
async function confirmedAdmin() {
  const admin = await createUser({ isAdmin: true })
  const browser = new HttpSession()
  if ((await browser.signIn(admin.email, TEST_PASSWORD)).status !== 200)
    throw new Error('admin sign-in failed')
  if (
    (await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD }))
      .status !== 204
  )
    throw new Error('no confirmation')
  return { admin, browser }
}

async function block(customer: Customer) {
  await customer.merge({ supportAccessBlocked: true }).save()
}

async function assertRefused(
  assert: any,
  browser: HttpSession,
  user: User,
  customer: Customer,
  why: string
) {
  const answer = await browser.request('POST', '/rest/impersonate', { user_id: user.id })
  assert.equal(answer.status, 403, why)
  assert.equal(answer.body.code, 'E_SUPPORT_ACCESS_BLOCKED', why)
  assert.include(answer.body.message, customer.name, why)
}

test.group('Impersonation / support access holds for every way in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a partner member reaching the customer through a partner grant (on the customer or one of its venues) is refused', async ({
    assert,
  }) => {
    const { customer, location } = await createTenant()
    const viaCustomer = await Partner.create({ name: 'Partner on the customer' })
    const viaVenue = await Partner.create({ name: 'Partner on a venue' })
    await PartnerGrant.create({
      partnerId: viaCustomer.id,
      subjectType: 'customer',
      subjectId: customer.id,
      permissions: ['customer_read', 'location_read', 'location_update'],
    })
    await PartnerGrant.create({
      partnerId: viaVenue.id,
      subjectType: 'location',
      subjectId: location.id,
      permissions: ['location_read'],
    })
    const member = await createUser({ partnerId: viaCustomer.id })
    const venueMember = await createUser({ partnerId: viaVenue.id })
    const { browser } = await confirmedAdmin()

    await block(customer)
    await assertRefused(assert, browser, member, customer, 'partner grant on the customer')
    await assertRefused(
      assert,
      browser,
      venueMember,
      customer,
      'partner grant on one of its venues'
    )
    assert.isFalse((await browser.request('GET', '/rest/self')).body.imposter_mode)
  })

  test('an installer reaches every customer by role: refused while any customer blocks support access', async ({
    assert,
  }) => {
    const { customer } = await createTenant()
    const installer = await createUser({ accountRole: 'installer' })
    const { browser } = await confirmedAdmin()

    const before = await browser.request('POST', '/rest/impersonate', { user_id: installer.id })
    assert.equal(before.status, 200, 'no customer blocks yet')
    await browser.request('DELETE', '/rest/impersonate')

    await block(customer)
    await assertRefused(assert, browser, installer, customer, 'installer')
  })

  test('direct grants on the group or on one venue are refused; a user of another customer is not', async ({
    assert,
  }) => {
    const blocked = await createTenant()
    const open = await createTenant()
    const groupUser = await createUser()
    await grant(groupUser, 'group', blocked.group.id, ['group_read', 'customer_read'])
    const venueUser = await createUser()
    await grant(venueUser, 'location', blocked.location.id, ['location_read'])
    const bystander = await createUser()
    await grant(bystander, 'customer', open.customer.id, ['customer_read', 'location_read'])
    const { browser } = await confirmedAdmin()

    await block(blocked.customer)
    await assertRefused(assert, browser, groupUser, blocked.customer, 'group grant')
    await assertRefused(assert, browser, venueUser, blocked.customer, 'venue grant')
    const allowed = await browser.request('POST', '/rest/impersonate', { user_id: bystander.id })
    assert.equal(allowed.status, 200, "another customer's block does not concern this user")
  })

  test('the users list and detail tell the admin beforehand whom they may not sign in as, and why (issue 32 item 9)', async ({
    assert,
  }) => {
    const blocked = await createTenant()
    const open = await createTenant()
    const partner = await Partner.create({ name: 'Partner on a blocked venue' })
    await PartnerGrant.create({
      partnerId: partner.id,
      subjectType: 'location',
      subjectId: blocked.location.id,
      permissions: ['location_read'],
    })
    const member = await createUser({ partnerId: partner.id })
    const groupUser = await createUser()
    await grant(groupUser, 'group', blocked.group.id, ['group_read'])
    const bystander = await createUser()
    await grant(bystander, 'customer', open.customer.id, ['customer_read'])
    const otherAdmin = await createUser({ isAdmin: true })
    const { admin, browser } = await confirmedAdmin()
    await block(blocked.customer)

    const list = await browser.request('GET', '/rest/users?perPage=100')
    assert.equal(list.status, 200)
    const verdict = (id: number) => list.body.data.find((user: any) => user.id === id).impersonation
    const refusal = {
      allowed: false,
      reason: 'E_SUPPORT_ACCESS_BLOCKED',
      customer: { id: blocked.customer.id, name: blocked.customer.name },
    }
    assert.deepEqual(verdict(member.id), refusal, 'partner grant on a venue')
    assert.deepEqual(verdict(groupUser.id), refusal, 'grant on the group')
    assert.deepEqual(verdict(bystander.id), { allowed: true, reason: null, customer: null })
    assert.deepEqual(verdict(otherAdmin.id), {
      allowed: false,
      reason: 'E_IMPERSONATE_ADMIN',
      customer: null,
    })
    assert.deepEqual(verdict(admin.id), {
      allowed: false,
      reason: 'E_IMPERSONATE_SELF',
      customer: null,
    })
    const detail = await browser.request('GET', `/rest/users/${member.id}`)
    assert.deepEqual(detail.body.impersonation, refusal, 'the detail read too')
    await assertRefused(assert, browser, member, blocked.customer, 'and the start action agrees')
  })

  test('a block turned on during an impersonation ends it at the next request, with the reason', async ({
    assert,
  }) => {
    const { customer, location } = await createTenant()
    const user = await createUser()
    await grant(user, 'location', location.id, ['location_read', 'location_update'])
    const { admin, browser } = await confirmedAdmin()
    assert.equal(
      (await browser.request('POST', '/rest/impersonate', { user_id: user.id })).status,
      200
    )
    assert.equal((await browser.request('GET', `/rest/locations/${location.id}`)).status, 200)

    await block(customer)
    const cut = await browser.request('GET', `/rest/locations/${location.id}`)
    assert.equal(cut.status, 403)
    assert.equal(cut.body.code, 'E_SUPPORT_ACCESS_BLOCKED')
    assert.include(cut.body.message, customer.name)
    const self = await browser.request('GET', '/rest/self')
    assert.equal(self.body.id, admin.id, 'back to the admin')
    assert.isFalse(self.body.imposter_mode)
    assert.equal(
      (await browser.request('DELETE', '/rest/impersonate')).status,
      409,
      'nothing left to stop'
    )
    const change = await browser.request('PUT', `/rest/customers/${customer.id}`, {
      name: 'Renamed by the admin',
    })
    assert.equal(change.status, 200)
    const updated = await AuditLog.query()
      .where('action', 'customer.updated')
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.deepEqual(
      [updated.actorId, updated.impersonatorId],
      [admin.id, null],
      "a change after the cut is the admin's own, not the user's"
    )
    const stopped = await AuditLog.query().where('action', 'impersonation.stopped').firstOrFail()
    assert.deepEqual(
      [stopped.actorId, stopped.impersonatorId, stopped.objectId],
      [admin.id, admin.id, String(user.id)]
    )
    assert.deepInclude(stopped.newValues!, {
      reason: 'support_access_blocked',
      customer_id: customer.id,
    })
  })

  test('access gained during an impersonation to a customer that blocks support ends it too', async ({
    assert,
  }) => {
    const { customer } = await createTenant()
    await block(customer)
    const partner = await Partner.create({ name: 'Late partner' })
    const member = await createUser({ partnerId: partner.id })
    const { admin, browser } = await confirmedAdmin()
    assert.equal(
      (await browser.request('POST', '/rest/impersonate', { user_id: member.id })).status,
      200
    )

    await PartnerGrant.create({
      partnerId: partner.id,
      subjectType: 'customer',
      subjectId: customer.id,
      permissions: ['customer_read'],
    })
    const cut = await browser.request('GET', `/rest/customers/${customer.id}`)
    assert.equal(cut.status, 403)
    assert.equal(cut.body.code, 'E_SUPPORT_ACCESS_BLOCKED')
    assert.equal((await browser.request('GET', '/rest/self')).body.id, admin.id)
  })
})
