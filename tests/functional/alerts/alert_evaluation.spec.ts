import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { syncController } from '#core/network/services/sync_controller'
import SyncControllerJob from '#core/network/jobs/sync_controller_job'
import EvaluateAlertsJob from '#core/alerts/jobs/evaluate_alerts_job'
import { evaluateAlerts } from '#core/alerts/evaluation/evaluate_alerts'
import { onDomainEvent } from '#kernel/events/publish_event'
import {
  buildNetworkWorld,
  useSimulator,
  type NetworkWorld,
} from '#tests/functional/network/network_world'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { pollUntil } from '#tests/helpers/poll'
import type { ApiClient } from '@japa/api-client'

const mailsTo = (address: string) =>
  mailCatcher
    .all()
    .filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(address.toLowerCase()))
const alertsOf = (locationId: number) =>
  db.from('alerts').where('location_id', locationId).orderBy('id')

async function createRule(client: ApiClient, world: NetworkWorld, body: Record<string, unknown>) {
  const response = await client
    .post('/rest/alerts/rules')
    .json({
      name: 'AP down',
      trigger: 'device_offline',
      scopeType: 'customer',
      scopeId: world.customer.id,
      recipientIds: [world.full.id],
      ...body,
    })
    .withCsrfToken()
    .loginAs(world.admin)
  response.assertStatus(201)
  return response.body()
}

test.group('Alerts / evaluated on the sync results', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => mailCatcher.clear())
  const sim = useSimulator(group)

  test('an AP offline in the simulator: after the sync the rule mails once, stays quiet, resolves once when back', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const events: string[] = []
    const stops = (
      [
        'alert.triggered',
        'alert.resolved',
        'device.offline',
        'device.online',
        'location.status_changed',
      ] as const
    ).map((name) =>
      onDomainEvent(
        name,
        (payload: any, trx) =>
          void events.push(
            `${name}${trx ? '' : ' (no transaction)'}${'ruleName' in payload ? `:${payload.subjectName}` : ''}`
          )
      )
    )
    try {
      // The stranger can never see the venue: an admin may list them, but they are not mailed.
      await createRule(client, world, {
        recipientIds: [world.full.id, world.stranger.id],
        sendWebhook: true,
      })
      await syncController(world.controller.id)
      await new EvaluateAlertsJob().handle({ controllerId: world.controller.id })
      assert.lengthOf(await alertsOf(world.location.id), 0, 'all online: nothing')

      const ap = sim()
        .state.devices('default')
        .find((device) => device.type === 'uap')!
      sim().faults.setDeviceOnline('default', ap.mac, false)
      // Through the sync job: it dispatches the evaluation once the sync is stored.
      await new SyncControllerJob().handle({ controllerId: world.controller.id })
      const [alert] = await pollUntil(
        async () => {
          const rows = await alertsOf(world.location.id)
          return rows.length ? rows : null
        },
        { what: 'the alert' }
      )
      assert.equal(alert.state, 'open')
      assert.equal(alert.subject_name, ap.name)
      const mail = await mailCatcher.waitFor(world.full.email)
      assert.include(mail.subject!, 'Alert: AP down')
      assert.include(mail.text!, ap.name)

      await syncController(world.controller.id)
      await new EvaluateAlertsJob().handle({ controllerId: world.controller.id })
      assert.lengthOf(await alertsOf(world.location.id), 1, 'the next sync keeps the one alert')
      assert.equal((await alertsOf(world.location.id))[0].notifications, 1)

      sim().faults.setDeviceOnline('default', ap.mac, true)
      await syncController(world.controller.id)
      await new EvaluateAlertsJob().handle({ controllerId: world.controller.id })
      await syncController(world.controller.id)
      await new EvaluateAlertsJob().handle({ controllerId: world.controller.id })
      const [resolved] = await alertsOf(world.location.id)
      assert.equal(resolved.state, 'resolved')
      const mails = await pollUntil(
        () => (mailsTo(world.full.email).length >= 2 ? mailsTo(world.full.email) : null),
        { what: 'the resolved mail' }
      )
      assert.include(mails[1].subject!, 'Resolved: AP down')
      assert.lengthOf(mailsTo(world.full.email), 2, 'exactly one trigger and one resolve mail')
      assert.lengthOf(mailsTo(world.stranger.email), 0)

      assert.deepEqual(
        events.filter((event) => event.startsWith('alert.')),
        [`alert.triggered:${ap.name}`, `alert.resolved:${ap.name}`]
      )
      assert.includeMembers(
        events,
        ['device.offline', 'device.online', 'location.status_changed'],
        'network events published in the sync transaction'
      )
    } finally {
      stops.forEach((stop) => stop())
    }
  }).timeout(60_000)

  test('waits out the minutes, re-notifies after its period only, and keeps to the opening hours', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const rule = await createRule(client, world, { forMinutes: 10, renotifyMinutes: 30 })
    const venueRule = await createRule(client, world, {
      name: 'Venue down in opening hours',
      trigger: 'venue_offline',
      onlyOpeningHours: true,
    })
    // Open on Mondays 09:00–17:00 only (Brussels); 2026-11-23 is a Monday.
    const days = { mon: { closed: false, open: '09:00', close: '17:00' } }
    await db
      .from('locations')
      .where('id', world.location.id)
      .update({
        opening_hours: JSON.stringify({ every_day: false, open: null, close: null, days }),
      })
    for (const device of sim().state.devices('default'))
      sim().faults.setDeviceOnline('default', device.mac, false)
    await syncController(world.controller.id)

    const at = (time: string) => new Date(`2026-11-23T${time}:00+01:00`)
    const evaluate = (time: string) =>
      evaluateAlerts({ locationIds: [world.location.id], now: at(time) })
    const byRule = async (id: number) => db.from('alerts').where('rule_id', id).orderBy('id')

    await evaluate('08:00')
    assert.lengthOf(await byRule(venueRule.id), 0, 'closed: the opening-hours rule starts nothing')
    const [pending] = await byRule(rule.id)
    assert.isAbove((await byRule(rule.id)).length, 0)
    assert.equal(pending.state, 'pending')
    await evaluate('08:05')
    assert.equal((await byRule(rule.id))[0].state, 'pending', 'not yet 10 minutes')
    await evaluate('08:11')
    assert.isTrue(
      (await byRule(rule.id)).every((alert) => alert.state === 'open' && alert.notifications === 1)
    )
    await evaluate('08:20')
    assert.isTrue(
      (await byRule(rule.id)).every((alert) => alert.notifications === 1),
      'quiet within the re-notify period'
    )
    await evaluate('08:45')
    assert.isTrue(
      (await byRule(rule.id)).every((alert) => alert.notifications === 2),
      'mailed again after 30 minutes'
    )
    const summary = await evaluate('09:01')
    assert.equal(summary.triggered, 1, 'open now: the venue rule triggers at once')
    assert.equal((await byRule(venueRule.id))[0].state, 'open')

    await evaluate('09:01')
    assert.lengthOf(await byRule(venueRule.id), 1, 'evaluating again changes nothing')
    await pollUntil(
      async () => mailsTo(world.full.email).length >= (await byRule(rule.id)).length * 2 + 1,
      { what: 'the mails' }
    )
  }).timeout(60_000)
})
