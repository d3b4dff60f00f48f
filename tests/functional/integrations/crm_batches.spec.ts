import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { publishEvent } from '#kernel/events/publish_event'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import { startCrmSimulator, type CrmSimulator } from '#plugins/crm/simulator/index'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { releaseRunnerLease, takeRunnerLease } from '#kernel/outbox/runner_slot'
import { deliverDue, deliveriesOf, integrationJobsSettled } from './integration_world.js'

const TOKEN = 'pat-eu1-0123456789abcdef0123456789abcdef'
const UPSERT = 'POST /crm/objects/2026-03/contacts/batch/upsert'

/** Issue 28 item 7: a service with a batch API gets the guests in batch calls, row outcomes stay per guest. */
test.group('Integrations / batch deliveries to HubSpot', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let simulator: CrmSimulator
  group.setup(async () => {
    simulator = await startCrmSimulator({ token: TOKEN, host: '127.0.0.1' })
    setIntegrationServiceUrl('crm', simulator.url)
    return async () => {
      setIntegrationServiceUrl('crm', null)
      await simulator.stop()
    }
  })
  group.each.setup(() => {
    simulator.faults.reset()
    simulator.clearRequests()
    return () => integrationJobsSettled()
  })

  async function connectedPortal(client: any, settings: Record<string, unknown> = {}) {
    const tenant = await createTenant()
    const portal = await findOrCreatePortal(tenant.location)
    const owner = await createUser()
    await grant(owner, 'location', tenant.location.id, [...PERMISSION_KEYS])
    const connected = await client
      .put(`/rest/portal/${tenant.location.id}/integrations/crm`)
      .json({ settings: { accessToken: TOKEN, ...settings }, options: {} })
      .withCsrfToken()
      .loginAs(owner)
    if (connected.status() !== 200) throw new Error(`not connected: ${connected.text()}`)
    await integrationJobsSettled()
    return { location: tenant.location, portal, connectionId: connected.body().id as number }
  }

  /** Events published in one commit, so one runner claims them together. */
  const publish = (
    world: { location: { id: number }; portal: { id: number } },
    events: Array<{ event: 'guest.signed_in' | 'guest.data_deleted'; email: string }>,
    optIn = false
  ) =>
    db.transaction(async (trx) => {
      for (const { event, email } of events) {
        const at = new Date().toISOString()
        if (event === 'guest.data_deleted') {
          await publishEvent(
            'guest.data_deleted',
            { email, portalIds: [world.portal.id], at },
            { trx }
          )
          continue
        }
        await publishEvent(
          'guest.signed_in',
          {
            portalId: world.portal.id,
            locationId: world.location.id,
            clientId: 1,
            signInId: 1,
            email,
            firstname: 'Batch',
            lastname: null,
            phone: null,
            language: 'nl',
            optIn,
            returning: false,
            mac: '02:00:00:00:00:02',
            voucher: false,
            at,
          },
          { trx }
        )
      }
    })

  const storedOf = (emails: string[]) =>
    simulator.state
      .contacts()
      .map((contact) => contact.properties.email)
      .filter((email) => emails.includes(email!))

  test('150 sign-ins cost two batch calls; a refused address is rejected alone; an erasure goes on its own', async ({
    client,
    assert,
  }) => {
    const world = await connectedPortal(client)
    await publish(world, [{ event: 'guest.signed_in', email: 'leaving@example.com' }])
    await deliverDue()
    simulator.clearRequests()

    const emails = Array.from({ length: 150 }, (_, n) => `batch-${n}@example.com`)
    // The test's one connection shows rows to a runner before they "commit": hold the runner slot until all are in,
    // as a real commit would show them at once (a backlog, which is when batches pay).
    const held = await takeRunnerLease('integration_connections', world.connectionId)
    await publish(world, [
      ...emails.map((email) => ({ event: 'guest.signed_in' as const, email })),
      { event: 'guest.signed_in', email: 'not-an-address@nowhere' },
      { event: 'guest.data_deleted', email: 'leaving@example.com' },
    ])
    await integrationJobsSettled()
    await releaseRunnerLease('integration_connections', world.connectionId, held!)
    await deliverDue()

    const rows = (await deliveriesOf(world.connectionId)).slice(1)
    assert.lengthOf(rows, 152)
    const byStatus = (status: string) => rows.filter((row) => row.status === status)
    assert.lengthOf(byStatus('delivered'), 151, JSON.stringify(byStatus('pending').slice(0, 2)))
    assert.lengthOf(byStatus('rejected'), 1)
    assert.isTrue(
      rows.every((row) => row.attempts === 1),
      'each row attempted once'
    )

    const upserts = simulator.requests.filter(
      (request) => `${request.method} ${request.path}` === UPSERT
    )
    assert.lengthOf(upserts, 2, '151 syncs in calls of at most 100')
    assert.sameMembers(storedOf([...emails, 'not-an-address@nowhere']), emails)
    assert.include(simulator.state.gdprDeleted(), 'leaving@example.com')

    const log = await db
      .from('integration_attempts')
      .where({ connection_id: world.connectionId })
      .whereIn(
        'delivery_id',
        rows.map((row) => row.id)
      )
    assert.lengthOf(log, 152, 'one activity line per delivery')
    assert.lengthOf(
      log.filter((line) => !line.ok),
      1
    )
  })

  test('a service that is down postpones the batch without losing a row; a batch refused as a whole is tried guest by guest', async ({
    client,
    assert,
  }) => {
    const world = await connectedPortal(client)
    simulator.faults.failNext(1, 503)
    await publish(world, [
      { event: 'guest.signed_in', email: 'down-1@example.com' },
      { event: 'guest.signed_in', email: 'down-2@example.com' },
    ])
    await deliverDue()
    let rows = await deliveriesOf(world.connectionId)
    assert.isTrue(
      rows.every((row) => row.status === 'pending'),
      'postponed while the service is down'
    )
    assert.lengthOf(storedOf(['down-1@example.com', 'down-2@example.com']), 0)

    await db
      .from('integration_deliveries')
      .where({ connection_id: world.connectionId })
      .update({ next_attempt_at: new Date(Date.now() - 1000) })
    await deliverDue()
    rows = await deliveriesOf(world.connectionId)
    assert.isTrue(rows.every((row) => row.status === 'delivered'))
    assert.lengthOf(storedOf(['down-1@example.com', 'down-2@example.com']), 2)

    // A property the account lacks makes HubSpot refuse the whole batch: each guest is then tried alone (and refused).
    const misconfigured = await connectedPortal(client, { optInProperty: 'no_such_property' })
    simulator.clearRequests()
    await publish(
      misconfigured,
      [
        { event: 'guest.signed_in', email: 'opt-1@example.com' },
        { event: 'guest.signed_in', email: 'opt-2@example.com' },
      ],
      true
    )
    await deliverDue()
    const refused = await deliveriesOf(misconfigured.connectionId)
    assert.deepEqual(
      refused.map((row) => row.status),
      ['rejected', 'rejected']
    )
    assert.lengthOf(
      simulator.requests.filter((request) => `${request.method} ${request.path}` === UPSERT),
      3,
      'one batch call, then one per guest'
    )
  })
})
