import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import { setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import {
  DEMO_INTEGRATION_SIMULATORS,
  DEMO_MAILCHIMP,
  type RunningDemoIntegration,
} from '#database/demo/demo_integrations'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { signedInAt } from '#tests/browser/helpers/journeys'

/** Issue 13 as a new user tries it: connect a venue's portal to Mailchimp, wrong key first, then pick the audience. */
test.group('Integrations / connecting a portal to Mailchimp', (group) => {
  const visit = useDemoBrowser(group)
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

  test('a wrong key gets "check and retry" and saves nothing; the right key connects; the audience is picked from the account', async ({
    assert,
  }) => {
    const terrace = await Location.query().where('name', 'De Markt – terrace').firstOrFail()
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.customer, `/locations/portal?location=${terrace.id}`)
      const section = page.getByRole('region', { name: 'Integrations' })
      const form = section.getByRole('form', { name: 'Connect Mailchimp' })
      await form.getByLabel('API key').fill('0000000000000000000000000000dead-us21')
      await form.getByRole('button', { name: 'Test and connect' }).click()
      await form.getByText('Mailing-list or loyalty API key invalid: check and retry.').waitFor()
      assert.lengthOf(
        await db.from('integration_connections').where('plugin_id', 'mailchimp'),
        1,
        'only the seeded connection of the main bar'
      )

      await form.getByLabel('API key').fill(DEMO_MAILCHIMP.apiKey)
      await form.getByRole('button', { name: 'Test and connect' }).click()
      await section.getByText(`Account: ${DEMO_MAILCHIMP.account}`).waitFor()
      // The audience field is a plain text box until the account's audiences arrive, then a select: wait for them.
      await page.waitForLoadState('networkidle')
      const options = section.getByRole('form', { name: 'Options' })
      await options
        .getByRole('textbox', { name: 'Audience' })
        .or(options.getByRole('combobox', { name: 'Audience' }))
        .first()
        .click()
      await page.getByRole('option', { name: DEMO_MAILCHIMP.audiences[1].name }).click()
      await options.getByRole('button', { name: 'Save options' }).click()
      await page.getByText('Options saved.').waitFor()
      await section.getByRole('row', { name: /Connected/ }).waitFor()
    })
    const saved = await db.from('integration_connections').orderBy('id', 'desc').firstOrFail()
    assert.equal(saved.options.audienceId, DEMO_MAILCHIMP.audiences[1].id)
    assert.notInclude(saved.settings, DEMO_MAILCHIMP.apiKey)
  }).timeout(90_000)
})
