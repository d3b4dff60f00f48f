import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { syncController } from '#core/network/services/sync_controller'
import EvaluateAlertsJob from '#core/alerts/jobs/evaluate_alerts_job'
import { DEMO_ACCOUNTS, seedDemoData } from '#database/demo/demo_data'
import { pointDemoController } from '#database/demo/demo_network'
import { startDemoUnifi, type RunningDemoSimulator } from '#database/demo/demo_simulators'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { pollUntil } from '#tests/helpers/poll'
import { createPluginHttp } from '#core/plugins/plugin_http'

const mailsToCustomer = () =>
  mailCatcher.all().filter((mail) => JSON.stringify(mail.to).includes(DEMO_ACCOUNTS.customer))

/** What a new user tries on `npm start`: an AP of the demo café goes offline in the simulator, then comes back. */
test.group('Alerts / the demo rule', (group) => {
  let simulator: RunningDemoSimulator
  group.setup(async () => {
    process.env.DEMO_UNIFI_PORT = '0'
    simulator = await startDemoUnifi()
    return () => simulator.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a demo AP offline mails the customer once, and once more when it is back', async ({
    assert,
  }) => {
    mailCatcher.clear()
    await db.transaction((trx) => seedDemoData(trx))
    const controller = (await db.transaction((trx) =>
      pointDemoController(trx, simulator.url, 'unifi')
    ))!
    const round = async () => {
      await syncController(controller.id)
      await new EvaluateAlertsJob().handle({ controllerId: controller.id })
    }
    await round()
    assert.lengthOf(
      await db.from('alerts'),
      0,
      "the demo bar's broken AP is another customer's, the terrace's equipment is off on purpose: no alert"
    )
    // As the README says: the main bar live and online, the terrace on standby and offline (its equipment switched off).
    const states = await db
      .from('locations')
      .whereIn('name', ['De Markt – main bar', 'De Markt – terrace'])
      .orderBy('name')
      .select('name', 'status', 'network_status')
    assert.deepEqual(states, [
      { name: 'De Markt – main bar', status: 'live', network_status: 'online' },
      { name: 'De Markt – terrace', status: 'standby', network_status: 'offline' },
    ])

    // Over the simulator's control surface, as the README tells a demo user to (its certificate is self-signed).
    const http = createPluginHttp({ verifyTls: false })
    const control = (body: unknown) =>
      http.request({ method: 'POST', url: `${simulator.url}/__sim/faults`, body })
    const state = (
      await http.request({ method: 'GET', url: `${simulator.url}/__sim/state?site=markt-main` })
    ).json<{ devices: Array<{ type: string; mac: string }> }>()
    const ap = state.devices.find((device) => device.type === 'uap')!
    await control({ deviceOnline: { site: 'markt-main', mac: ap.mac, online: false } })
    await round()
    await round()
    const triggered = await mailCatcher.waitFor(DEMO_ACCOUNTS.customer)
    assert.match(
      triggered.subject!,
      /^Alert: A device of the main bar is offline at De Markt – main bar$/
    )

    await control({ deviceOnline: { site: 'markt-main', mac: ap.mac, online: true } })
    await round()
    const mails = await pollUntil(
      () => (mailsToCustomer().length >= 2 ? mailsToCustomer() : null),
      { what: 'the resolved mail' }
    )
    assert.match(mails[1].subject!, /^Resolved:/)
    assert.lengthOf(mailsToCustomer(), 2)
  }).timeout(60_000)
})
