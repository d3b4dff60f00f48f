import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { CARD_LOADERS } from '#core/dashboard/queries/get_dashboard'
import { forgetDashboardReads, scopeKey, sharedRead } from '#core/dashboard/queries/scope_cache'
import { createUser } from '#tests/helpers/fixtures'
import { buildDashboardWorld } from '#tests/functional/dashboard/dashboard_world'
import type User from '#core/users/models/user'
import type { ApiClient } from '@japa/api-client'

async function dashboardOf(client: ApiClient, user: User) {
  const response = await client.get('/rest/dashboard').loginAs(user)
  response.assertStatus(200)
  return response.body()
}
const card = (body: any, id: string) => body.cards.find((entry: any) => entry.id === id).data
const attentionNames = (body: any) =>
  card(body, 'attention').items.map((item: any) => item.locationName ?? item.subject)

/** Turns the per-scope cache on for one test, starting and ending with nothing kept. */
function cacheOn(cleanup: (fn: () => void) => void) {
  env.set('DASHBOARD_CACHE_MS', 60_000)
  forgetDashboardReads()
  cleanup(() => {
    env.set('DASHBOARD_CACHE_MS', 0)
    forgetDashboardReads()
  })
}

async function partnerOf(customerId: number) {
  const organisation = await Partner.create({ name: `Partner of customer ${customerId}` })
  const user = await createUser({ partnerId: organisation.id })
  await PartnerGrant.create({
    partnerId: organisation.id,
    subjectType: 'customer',
    subjectId: customerId,
    permissions: PERMISSION_KEYS.filter((key) => !key.startsWith('invoices_')),
  })
  return user
}

test.group('Dashboard / cards computed once per visibility scope', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('with the cache on, partner A never sees partner B’s venues, nor a customer user the admin’s', async ({
    client,
    assert,
    cleanup,
  }) => {
    cacheOn(cleanup)
    const world = await buildDashboardWorld()
    const partnerB = await partnerOf(world.other.customer.id)

    const admin = await dashboardOf(client, world.admin)
    const a = await dashboardOf(client, world.partner)
    const b = await dashboardOf(client, partnerB)
    const customer = await dashboardOf(client, world.customerUser)
    const aAgain = await dashboardOf(client, world.partner)

    assert.includeMembers(attentionNames(admin), ['A – offline bar', 'B – offline shop'])
    assert.include(attentionNames(a), 'A – offline bar')
    assert.notInclude(attentionNames(a), 'B – offline shop')
    assert.include(attentionNames(b), 'B – offline shop')
    assert.notInclude(attentionNames(b), 'A – offline bar')
    assert.deepEqual(attentionNames(aAgain), attentionNames(a))
    assert.equal(card(b, 'fleet').venuesByNetwork.offline, 1)
    assert.equal(card(a, 'fleet').venuesByNetwork.offline, 2)
    assert.notProperty(card(a, 'attention').counts, 'invoice_overdue', 'not the admin’s card')
    assert.notInclude(
      card(customer, 'venues').items.map((item: any) => item.locationName),
      'B – offline shop'
    )
    assert.equal(card(b, 'waiting').counts.invitation_open ?? 0, 0, 'not partner A’s invitation')
  })

  test('a change shows once the kept answer expires; until then every caller of the scope shares one computation', async ({
    client,
    assert,
    cleanup,
  }) => {
    cacheOn(cleanup)
    const world = await buildDashboardWorld()
    const colleague = await createUser({ isAdmin: true })
    const fleet = CARD_LOADERS.fleet
    let computed = 0
    CARD_LOADERS.fleet = (scope) => {
      computed++
      return fleet(scope)
    }
    cleanup(() => {
      CARD_LOADERS.fleet = fleet
    })

    const before = card(await dashboardOf(client, world.admin), 'fleet').venuesByNetwork
    await db
      .from('locations')
      .where('id', world.venues.warning.id)
      .update({ network_status: 'offline', network_status_since: new Date() })
    const kept = card(await dashboardOf(client, colleague), 'fleet').venuesByNetwork
    assert.deepEqual(kept, before, 'another admin gets the answer of the same scope')
    assert.equal(computed, 1)

    forgetDashboardReads()
    const fresh = card(await dashboardOf(client, world.admin), 'fleet').venuesByNetwork
    assert.equal(fresh.offline, before.offline + 1)
    assert.equal(fresh.warning ?? 0, (before.warning ?? 0) - 1)
    assert.equal(computed, 2)
  })

  test('the venues card’s status page links follow the host each caller came on, cache or not', async ({
    client,
    assert,
    cleanup,
  }) => {
    cacheOn(cleanup)
    const world = await buildDashboardWorld()
    const port = process.env.PORT
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const response = await client
        .get('/rest/dashboard')
        .header('host', host)
        .loginAs(world.customerUser)
      response.assertStatus(200)
      const links = card(response.body(), 'venues').items.map((item: any) => item.statusPageUrl)
      assert.isNotEmpty(links)
      for (const link of links) assert.isTrue(link.startsWith(`http://${host}/status/`), link)
    }
  })

  test('with DASHBOARD_CACHE_MS=0 every request computes its cards', async ({ client, assert }) => {
    const world = await buildDashboardWorld()
    const before = card(await dashboardOf(client, world.admin), 'fleet').venuesByNetwork
    await db
      .from('locations')
      .where('id', world.venues.warning.id)
      .update({ network_status: 'offline', network_status_since: new Date() })
    const after = card(await dashboardOf(client, world.admin), 'fleet').venuesByNetwork
    assert.equal(after.offline, before.offline + 1)
  })

  test('concurrent misses await the same computation; a failure is not kept', async ({
    assert,
    cleanup,
  }) => {
    cacheOn(cleanup)
    const key = scopeKey('fleet', [{ sql: 'select 1', bindings: [] }, true])
    let computed = 0
    let finish!: (value: string) => void
    const compute = () => {
      computed++
      return new Promise<string>((resolve) => (finish = resolve))
    }
    const first = sharedRead(key, compute)
    const second = sharedRead(key, compute)
    assert.strictEqual(second, first)
    finish('answer')
    assert.equal(await second, 'answer')
    assert.equal(computed, 1)

    const failing = scopeKey('fleet', [{ sql: 'select 2', bindings: [] }, true])
    await assert.rejects(() => sharedRead(failing, () => Promise.reject(new Error('timeout'))))
    assert.equal(await sharedRead(failing, async () => 'recovered'), 'recovered')
    assert.notEqual(
      scopeKey('fleet', [{ sql: 'select 1', bindings: [1] }, true]),
      scopeKey('fleet', [{ sql: 'select 1', bindings: [2] }, true]),
      'other grants, other key'
    )
  })
})
