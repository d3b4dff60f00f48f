import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#core/users/models/user'
import Group from '#core/groups/models/group'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { evaluateAccountLocks } from '#core/billing/invoices/account_lock'
import { LOCK_GRACE_DAYS } from '#core/billing/invoices/invoice_rules'
import { createTenant, createUser, grant, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'

/**
 * Permissions and the self record are cached per user (docs/security.md "Cached permissions"). Each test warms the
 * cache with two requests, changes what the user may see the way the application does, and expects the very next
 * request to show the change. Without the invalidation each of them fails (the warm answer comes back).
 */
async function self(client: any, user: User) {
  const response = await client.get('/rest/self').loginAs(user)
  response.assertStatus(200)
  return response.body()
}

async function venueStatus(client: any, user: User, id: number) {
  return (await client.get(`/rest/locations/${id}`).loginAs(user)).status() as number
}

async function warm(client: any, user: User, venueId?: number) {
  for (let i = 0; i < 2; i++) {
    await self(client, user)
    if (venueId) await venueStatus(client, user, venueId)
  }
}

test.group(
  'Access / cached permissions: every change is seen on the very next request',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    group.each.setup(() => clearRateLimits())

    test('a revoked grant is refused at once, through the API and through the model', async ({
      client,
      assert,
    }) => {
      const tenant = await createTenant()
      const other = await createTenant()
      const admin = await createUser({ isAdmin: true })
      const viewer = await createUser()
      await grant(viewer, 'location', tenant.location.id, ['location_read'])
      const second = await grant(viewer, 'location', other.location.id, ['location_read'])
      await warm(client, viewer, tenant.location.id)
      assert.equal(await venueStatus(client, viewer, tenant.location.id), 200)

      const removed = await client
        .delete(`/rest/users/${viewer.id}`)
        .json({ subject_type: 'location', subject_id: tenant.location.id })
        .loginAs(admin)
        .withCsrfToken()
      assert.oneOf(removed.status(), [200, 204])
      assert.equal(await venueStatus(client, viewer, tenant.location.id), 404)
      assert.notEqual((await self(client, viewer)).default_location?.id, tenant.location.id)

      await warm(client, viewer, other.location.id)
      await second.delete()
      assert.equal(await venueStatus(client, viewer, other.location.id), 404)
      assert.isFalse((await self(client, viewer)).has_locations)
    })

    test('a new grant and narrowed keys show at once', async ({ client, assert }) => {
      const tenant = await createTenant()
      const viewer = await createUser()
      await warm(client, viewer, tenant.location.id)
      assert.isFalse((await self(client, viewer)).has_locations)

      const granted = await grant(viewer, 'location', tenant.location.id, [
        'location_read',
        'location_update',
        'users_read',
      ])
      assert.equal(await venueStatus(client, viewer, tenant.location.id), 200)
      const widened = await self(client, viewer)
      assert.includeMembers(widened.default_location.permissions, ['location_update', 'users_read'])
      assert.isTrue(widened.has_user_permissions)

      await granted.merge({ permissions: ['location_read'] }).save()
      const narrowed = await self(client, viewer)
      assert.deepEqual(narrowed.default_location.permissions, ['location_read'])
      assert.isFalse(narrowed.has_user_permissions)
    })

    test("a partner's revoked grant and a member's removed partner link end the member's access", async ({
      client,
      assert,
    }) => {
      const tenant = await createTenant()
      const partner = await Partner.create({ name: 'Cached partner' })
      const member = await createUser({ partnerId: partner.id })
      const partnerGrant = await PartnerGrant.create({
        partnerId: partner.id,
        subjectType: 'customer',
        subjectId: tenant.customer.id,
        permissions: ['customer_read', 'location_read'],
      })
      await warm(client, member, tenant.location.id)
      assert.equal(await venueStatus(client, member, tenant.location.id), 200)

      await partnerGrant.delete()
      assert.equal(await venueStatus(client, member, tenant.location.id), 404)
      assert.isFalse((await self(client, member)).has_customers)

      await PartnerGrant.create({
        partnerId: partner.id,
        subjectType: 'customer',
        subjectId: tenant.customer.id,
        permissions: ['customer_read', 'location_read'],
      })
      await warm(client, member, tenant.location.id)
      assert.equal(await venueStatus(client, member, tenant.location.id), 200)
      await member.merge({ partnerId: null }).save()
      assert.equal(await venueStatus(client, member, tenant.location.id), 404)
      assert.isFalse((await self(client, member)).has_customers)
    })

    test('a customer moved out of the granted group leaves the self record at once', async ({
      client,
      assert,
    }) => {
      const tenant = await createTenant()
      const elsewhere = await Group.create({ name: 'Elsewhere' })
      const member = await createUser()
      await grant(member, 'group', tenant.group.id, [
        'group_read',
        'customer_read',
        'location_read',
      ])
      await warm(client, member, tenant.location.id)
      assert.equal((await self(client, member)).default_customer.id, tenant.customer.id)

      await tenant.customer.merge({ groupId: elsewhere.id }).save()
      const moved = await self(client, member)
      assert.isFalse(moved.has_customers)
      assert.isFalse(moved.has_locations)
      assert.equal(await venueStatus(client, member, tenant.location.id), 404)
    })

    test('defaults, a renamed venue, a role and 2FA show at once', async ({ client, assert }) => {
      const first = await createTenant()
      const second = await createTenant()
      const user = await createUser()
      await grant(user, 'location', first.location.id, ['location_read'])
      await grant(user, 'location', second.location.id, ['location_read'])
      await user.merge({ defaultLocationId: first.location.id }).save()
      await warm(client, user)
      assert.equal((await self(client, user)).default_location.id, first.location.id)

      await user.merge({ defaultLocationId: second.location.id }).save()
      assert.equal((await self(client, user)).default_location.id, second.location.id)

      await second.location.merge({ name: 'Renamed venue' }).save()
      assert.equal((await self(client, user)).default_location.name, 'Renamed venue')

      await user.merge({ accountRole: 'installer' }).save()
      assert.equal((await self(client, user)).account_role, 'installer')
      const outside = await createTenant()
      assert.equal(await venueStatus(client, user, outside.location.id), 200)

      await user.merge({ accountRole: null }).save()
      assert.equal(await venueStatus(client, user, outside.location.id), 404)

      await user.merge({ twoFaEnabled: true }).save()
      assert.isTrue((await self(client, user)).two_fa)
    })

    test('an admin demoted loses everything on the next request', async ({ client, assert }) => {
      const tenant = await createTenant()
      const admin = await createUser({ isAdmin: true })
      await warm(client, admin, tenant.location.id)
      assert.isTrue((await self(client, admin)).is_admin)

      await admin.merge({ isAdmin: false }).save()
      const demoted = await self(client, admin)
      assert.isFalse(demoted.is_admin)
      assert.isFalse(demoted.has_locations)
      assert.equal(await venueStatus(client, admin, tenant.location.id), 404)
    })

    test('a deleted group takes its grants and the self record with it', async ({
      client,
      assert,
    }) => {
      const tenant = await createTenant()
      const admin = await createUser({ isAdmin: true })
      const member = await createUser()
      await grant(member, 'group', tenant.group.id, ['group_read', 'customer_read'])
      await warm(client, member)
      assert.equal((await self(client, member)).default_group.id, tenant.group.id)

      const deleted = await client
        .delete(`/rest/groups/${tenant.group.id}`)
        .loginAs(admin)
        .withCsrfToken()
      assert.oneOf(deleted.status(), [200, 204])
      const after = await self(client, member)
      assert.isNull(after.default_group)
      assert.isFalse(after.has_customers)
    })

    test('an overdue invoice locks the self record at the next request', async ({
      client,
      assert,
    }) => {
      const tenant = await createTenant()
      const user = await createUser()
      await grant(user, 'customer', tenant.customer.id, ['customer_read', 'location_read'])
      await warm(client, user)
      assert.isFalse((await self(client, user)).account_locked)

      await db.table('invoices').insert({
        customer_id: tenant.customer.id,
        stripe_status: 'open',
        due_date: DateTime.utc()
          .minus({ days: LOCK_GRACE_DAYS + 2 })
          .toISODate(),
        stripe_invoice_id: `in_cached_${tenant.customer.id}`,
        stripe_customer_id: `cus_cached_${tenant.customer.id}`,
        stripe_created_at: new Date(),
        stripe_synced_at: new Date(),
        created_at: new Date(),
        updated_at: new Date(),
      })
      const changed = await evaluateAccountLocks()
      assert.equal(changed.locked, 1)
      assert.isTrue((await self(client, user)).account_locked)
    })

    test('impersonation: the self record is the target’s while it lasts, then the admin’s again', async ({
      assert,
    }) => {
      const tenant = await createTenant()
      const viewer = await createUser()
      await grant(viewer, 'location', tenant.location.id, ['location_read'])
      const admin = await createUser({ isAdmin: true })
      const browser = new HttpSession()
      assert.equal((await browser.signIn(admin.email, TEST_PASSWORD)).status, 200)
      for (let i = 0; i < 2; i++)
        assert.equal((await browser.request('GET', '/rest/self')).body.id, admin.id)
      await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
      assert.equal(
        (await browser.request('POST', '/rest/impersonate', { user_id: viewer.id })).status,
        200
      )
      const during = (await browser.request('GET', '/rest/self')).body
      assert.deepInclude(during, { id: viewer.id, imposter_mode: true, is_admin: false })
      assert.equal((await browser.request('DELETE', '/rest/impersonate')).status, 200)
      const after = (await browser.request('GET', '/rest/self')).body
      assert.deepInclude(after, { id: admin.id, imposter_mode: false, is_admin: true })
    })
  }
)

test.group('Access / cached permissions never cross users', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('two users asking in turn each get their own record and venues, however often', async ({
    client,
    assert,
  }) => {
    const a = await createTenant()
    const b = await createTenant()
    const alice = await createUser({ firstname: 'Alice' })
    const bob = await createUser({ firstname: 'Bob' })
    await grant(alice, 'location', a.location.id, ['location_read', 'location_update'])
    await grant(bob, 'location', b.location.id, ['location_read'])
    for (let round = 0; round < 3; round++) {
      const [mine, theirs] = await Promise.all([self(client, alice), self(client, bob)])
      assert.deepInclude(mine, { id: alice.id, firstname: 'Alice' })
      assert.equal(mine.default_location.id, a.location.id)
      assert.deepEqual(mine.default_location.permissions, ['location_read', 'location_update'])
      assert.deepInclude(theirs, { id: bob.id, firstname: 'Bob' })
      assert.equal(theirs.default_location.id, b.location.id)
      assert.deepEqual(theirs.default_location.permissions, ['location_read'])
      assert.equal(await venueStatus(client, alice, b.location.id), 404)
      assert.equal(await venueStatus(client, bob, a.location.id), 404)
      assert.equal(await venueStatus(client, alice, a.location.id), 200)
      assert.equal(await venueStatus(client, bob, b.location.id), 200)
    }
  })
})
