import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedDemoData } from '#database/demo/demo_data'
import {
  DEMO_INTEGRATION_SIMULATORS,
  DEMO_MAILCHIMP,
  type RunningDemoIntegration,
} from '#database/demo/demo_integrations'
import { setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import { createPluginHttp } from '#core/plugins/plugin_http'
import { deliverDue } from './integration_world.js'

/** What a new user sees after `npm start`: the main bar's portal is connected to the demo Mailchimp simulator. */
test.group('Integrations / the demo Mailchimp account', (group) => {
  let simulators: RunningDemoIntegration[] = []
  group.setup(async () => {
    process.env[DEMO_MAILCHIMP.portVariable] = '0'
    simulators = await Promise.all(DEMO_INTEGRATION_SIMULATORS.map((start) => start()))
    for (const simulator of simulators) setIntegrationServiceUrl(simulator.pluginId, simulator.url)
    return async () => {
      for (const simulator of simulators) setIntegrationServiceUrl(simulator.pluginId, null)
      await Promise.all(simulators.map((simulator) => simulator.stop()))
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a guest who signs in at the demo café with opt-in shows up in the demo audience, subscribed and tagged', async ({
    client,
    assert,
  }) => {
    await db.transaction((trx) => seedDemoData(trx))
    const connection = await db
      .from('integration_connections')
      .where('plugin_id', 'mailchimp')
      .firstOrFail()
    const portal = await db.from('portals').where('id', connection.portal_id).firstOrFail()
    const answer = await client.post(`/rest/public/portal/${portal.public_id}/authorize`).json({
      mac: '02:de:00:00:00:01',
      email: 'demo.guest@example.com',
      firstname: 'Dora',
      optIn: true,
      terms: true,
      language: 'nl',
    })
    assert.oneOf(answer.status(), [201], answer.text())
    await deliverDue()

    const mailchimp = simulators.find((simulator) => simulator.pluginId === 'mailchimp')!
    const http = createPluginHttp({ verifyTls: false })
    const audiences = (
      await http.request({ method: 'GET', url: `${mailchimp.url}/__sim/audiences` })
    ).json<
      Array<{
        id: string
        members: Array<{ email_address: string; status: string; tags: Array<{ name: string }> }>
      }>
    >()
    const member = audiences
      .find((audience) => audience.id === DEMO_MAILCHIMP.audiences[0].id)!
      .members.find((entry) => entry.email_address === 'demo.guest@example.com')
    assert.equal(member?.status, 'subscribed')
    assert.includeMembers(
      member!.tags.map((tag) => tag.name),
      ['wifi-guest', 'De Markt – main bar']
    )
  }).timeout(60_000)
})
