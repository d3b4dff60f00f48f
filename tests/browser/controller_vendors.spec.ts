import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { startOmadaSimulator } from '#plugins/omada/simulator/index'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { passwordField, signedInAt } from '#tests/browser/helpers/journeys'

const CLIENT_ID = 'journey-open-api-app'
const CLIENT_SECRET = 'journey open api secret'
const ALIAS = 'Journey Omada'

async function controllersNamed(page: Page, alias: string) {
  const response = await page.request.get(
    appUrl(`/rest/controllers?search=${encodeURIComponent(alias)}`)
  )
  return ((await response.json()) as { data: unknown[] }).data.length
}

test.group('Web app / a controller of another vendor through the generated form', (group) => {
  const visit = useDemoBrowser(group)
  let sim: OmadaSimulator

  group.setup(async () => {
    sim = await startOmadaSimulator({
      host: '127.0.0.1',
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      seed: 11,
      sites: [{ name: 'Journey venue', aps: 1 }],
    })
    return () => sim.stop()
  })

  test("the admin picks Omada, fills in its own fields, gets the spec's message for a wrong secret, then adds it", async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/admin/controllers')
      await page.getByRole('button', { name: 'Add controller' }).click()
      const form = page.getByRole('dialog', { name: 'Add controller' })

      await form.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: 'TP-Link Omada' })
      for (const name of ['URL', 'Client ID', 'Controller ID', 'Hotspot operator'])
        await form.getByRole('textbox', { name, exact: true }).waitFor()
      await form.getByRole('combobox', { name: 'Portal time unit' }).waitFor()
      assert.equal(await form.getByRole('textbox', { name: 'Username', exact: true }).count(), 0)

      await form.getByRole('textbox', { name: 'Alias' }).fill(ALIAS)
      await form.getByRole('textbox', { name: 'URL', exact: true }).fill(sim.url)
      await form.getByRole('textbox', { name: 'Client ID', exact: true }).fill(CLIENT_ID)
      await passwordField(page, 'Client secret').fill('not the secret')
      await form.getByRole('checkbox', { name: 'Accept a self-signed certificate' }).check()
      await form.getByRole('button', { name: 'Add', exact: true }).click()
      await form.getByRole('alert').filter({ hasText: 'Wrong credentials.' }).waitFor()
      assert.equal(await controllersNamed(page, ALIAS), 0)

      await passwordField(page, 'Client secret').fill(CLIENT_SECRET)
      await form.getByRole('button', { name: 'Add', exact: true }).click()
      await form.waitFor({ state: 'detached' })
      await page
        .getByRole('row', { name: new RegExp(ALIAS) })
        .getByText('Connected')
        .waitFor()
      assert.equal(await controllersNamed(page, ALIAS), 1)
    })
  })
})
