import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { startOmadaSimulator } from '#plugins/omada/simulator/index'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { signIn, signedInAt, waitForPath } from '#tests/browser/helpers/journeys'

const OMADA = { clientId: 'tenants-journey-app', clientSecret: 'tenants journey secret' }
const VENUE = 'Zonneveld – conference wing'

/** A call the web app itself could make, from the signed-in session (the XSRF cookie as header). */
async function rest<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown
): Promise<T> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
  const response = await page.request.fetch(appUrl(`/rest${path}`), {
    method,
    data,
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''),
      'Accept': 'application/json',
    },
  })
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

/** Support's part: the venue bound to the Omada controller, tenant management switched on for its tenants network. */
async function prepareVenue(page: Page, omada: OmadaSimulator) {
  const { data } = await rest<{ data: Array<{ id: number; name: string }> }>(
    page,
    'GET',
    `/locations?search=${encodeURIComponent(VENUE)}`
  )
  const venue = data.find((location) => location.name === VENUE)!.id
  const { id } = await rest<{ id: number }>(page, 'POST', '/controllers', {
    vendor: 'omada',
    alias: 'Tenants Omada',
    url: omada.url,
    ...OMADA,
    verifyTls: false,
  })
  const { data: sites } = await rest<{ data: Array<{ id: string; name: string }> }>(
    page,
    'GET',
    `/controllers/${id}/sites`
  )
  await rest(page, 'PUT', `/locations/${venue}/network/controller`, {
    controllerId: id,
    siteId: sites.find((site) => site.name === 'Wing')!.id,
  })
  await rest(page, 'PUT', `/locations/${venue}`, {
    tenant_management: true,
    ppsk_ssid: 'Tenants',
    default_tenant_vlan: 30,
  })
  return venue
}

function csv(badLine?: number) {
  const lines = [
    'name,email',
    ...Array.from(
      { length: 200 },
      (_, index) => `Resident ${index + 1},resident-${index + 1}@example.be`
    ),
  ]
  if (badLine) lines[badLine - 1] = `Resident ${badLine - 1},resident-${badLine - 1}-at-example.be`
  return {
    name: 'residents.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n') + '\n'),
  }
}

test.group('Web app / tenants with personal WiFi keys', (group) => {
  const visit = useDemoBrowser(group)
  let omada: OmadaSimulator
  group.setup(async () => {
    omada = await startOmadaSimulator({
      host: '127.0.0.1',
      ...OMADA,
      seed: 31,
      sites: [{ name: 'Wing', switches: 1, aps: 2, wiredClients: 1, wirelessClients: 2 }],
    })
    return () => omada.stop()
  })

  test('the customer imports 200 tenants: a bad line is named and nothing is written; fixed, imported; "create now" puts a key on the controller', async ({
    assert,
  }) => {
    const venue = await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      return prepareVenue(page, omada)
    })

    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.customer, `/locations/tenants?location=${venue}`)
      await page.getByText('No tenants yet. Add one, or import a CSV file.').waitFor()

      await page.getByRole('button', { name: 'Import CSV' }).click()
      const dialog = page.getByRole('dialog', { name: 'Import tenants from a CSV file' })
      const file = dialog.locator('input[type="file"]')
      await file.setInputFiles(csv(58))
      await dialog.getByRole('button', { name: 'Check file' }).click()
      await dialog.getByText('1 line of the file is not valid.').waitFor()
      await dialog
        .getByRole('list', { name: 'Lines that are not valid' })
        .getByText('Line 58: “resident-57-at-example.be” is not a valid e-mail address')
        .waitFor()
      await dialog.getByText('Nothing was imported. Correct the file and check it again.').waitFor()
      assert.equal(
        (
          await rest<{ meta: { total: number } }>(
            page,
            'GET',
            `/locations/${venue}/network/tenants`
          )
        ).meta.total,
        0
      )

      await file.setInputFiles(csv())
      await dialog.getByRole('button', { name: 'Check file' }).click()
      await dialog.getByText('200 tenants are ready to be imported.').waitFor()
      await dialog.getByRole('button', { name: 'Import 200 tenants' }).click()
      await dialog.waitFor({ state: 'detached' })
      const pending = page.getByRole('region', { name: 'Pending creations' })
      await pending.getByRole('heading', { name: 'Pending creations (200)' }).waitFor()
      // Checked without the "imported" toast (its close button is the notification library's own).
      await page.reload()
      await pending.getByRole('heading', { name: 'Pending creations (200)' }).waitFor()
      assert.deepEqual(
        (await seriousViolations(page)).join(' / '),
        '',
        'tenants tab with pending creations'
      )

      await pending.getByRole('button', { name: 'Create now: Resident 1', exact: true }).click()
      await page.getByText('The key of Resident 1 is on the controller.').waitFor()
      await pending.getByRole('heading', { name: 'Pending creations (199)' }).waitFor()
      const keys = await rest<{ data: Array<{ name: string | null; vlan: number | null }> }>(
        page,
        'GET',
        `/locations/${venue}/network/ppsk`
      )
      const key = keys.data.find((candidate) => candidate.name?.startsWith('Resident 1 #'))
      assert.equal(
        key?.vlan,
        30,
        'the key is on the simulated controller, on the default tenant VLAN'
      )

      await page.getByRole('textbox', { name: 'Search' }).fill('resident-1@')
      const row = page
        .getByRole('table', { name: 'Tenants' })
        .getByRole('row', { name: /Resident 1\b/ })
      await row.getByText('Active').waitFor()
      await row.getByRole('button', { name: 'Show the key of Resident 1' }).click()
      const shown = (await row
        .getByLabel('Key of Resident 1', { exact: true })
        .textContent())!.trim()
      assert.match(shown, /^[A-Za-z2-9]{16}$/)
    })
  }).timeout(180_000)
})
