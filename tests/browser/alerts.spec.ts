import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { syncController } from '#core/network/services/sync_controller'
import EvaluateAlertsJob from '#core/alerts/jobs/evaluate_alerts_job'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { pointDemoController } from '#database/demo/demo_network'
import { startDemoUnifi, type RunningDemoSimulator } from '#database/demo/demo_simulators'
import { createPluginHttp } from '#core/plugins/plugin_http'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { restJson } from '#tests/browser/helpers/rest'
import { signIn } from '#tests/browser/helpers/journeys'

test.group('Web app / alert rules and the alert log', (group) => {
  const visit = useDemoBrowser(group)
  let simulator: RunningDemoSimulator
  group.setup(async () => {
    process.env.DEMO_UNIFI_PORT = '0'
    simulator = await startDemoUnifi()
    return () => simulator.stop()
  })

  test('an AP of the demo café goes offline: the customer sees the open alert on the venue, and adds a rule of their own', async ({
    assert,
  }) => {
    const controller = (await db.transaction((trx) =>
      pointDemoController(trx, simulator.url, 'unifi')
    ))!
    const http = createPluginHttp({ verifyTls: false })
    const state = (
      await http.request({ method: 'GET', url: `${simulator.url}/__sim/state?site=markt-main` })
    ).json<{ devices: Array<{ type: string; mac: string; name: string }> }>()
    const ap = state.devices.find((device) => device.type === 'uap')!
    await http.request({
      method: 'POST',
      url: `${simulator.url}/__sim/faults`,
      body: { deviceOnline: { site: 'markt-main', mac: ap.mac, online: false } },
    })
    await syncController(controller.id)
    await new EvaluateAlertsJob().handle({ controllerId: controller.id })

    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.customer)
      await page.waitForURL((url) => url.pathname !== '/auth')
      const { data } = await restJson<{ data: Array<{ id: number; name: string }> }>(
        page,
        `/locations?search=${encodeURIComponent('main bar')}`
      )
      const venue = data.find((location) => location.name === 'De Markt – main bar')!.id

      await page.goto(appUrl(`/locations/alerts?location=${venue}`))
      const log = page.getByRole('table', { name: 'Alert log' })
      const row = log.getByRole('row', { name: new RegExp(ap.name) })
      await row.getByText('Open').waitFor()
      await row.getByText('A device of the main bar is offline').waitFor()
      assert.deepEqual((await seriousViolations(page)).join(' / '), '', 'venue alerts tab')

      await page.getByRole('button', { name: 'Add rule' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add alert rule' })
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Main bar crowded')
      await dialog.getByRole('combobox', { name: 'Alert when' }).selectOption('clients_above')
      await dialog.getByRole('textbox', { name: 'Number of clients' }).fill('80')
      await dialog.getByRole('checkbox', { name: /webhook events/ }).check()
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.waitFor({ state: 'detached' })
      const rules = page.getByRole('table', { name: 'Alert rules' })
      await rules
        .getByRole('row', { name: /Main bar crowded/ })
        .getByText('More than 80 clients')
        .waitFor()
      await rules
        .getByRole('row', { name: /Main bar crowded/ })
        .getByText('Venue: De Markt – main bar')
        .waitFor()

      await page.goto(appUrl('/alerts'))
      await page
        .getByRole('table', { name: 'Alert log' })
        .getByRole('row', { name: new RegExp(ap.name) })
        .getByText('De Markt – main bar')
        .waitFor()
      assert.deepEqual((await seriousViolations(page)).join(' / '), '', 'alerts screen')
    })
  }).timeout(120_000)
})
