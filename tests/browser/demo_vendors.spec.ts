import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { useDemoSimulators } from '#tests/browser/helpers/demo_simulators'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signedInAt } from '#tests/browser/helpers/journeys'

const VENDOR_VENUES: Record<string, string> = {
  'UniFi Network': 'De Markt – main bar',
  'TP-Link Omada': 'Zomerbar – Kapermolen park',
  'Peplink InControl2': 'Zomerbar – festival stage',
  'ZeroTier Central': 'Zomerbar – back office',
}
const FAILOVER_VENUE = 'Zomerbar – food truck'

test.group('Web app / the demo venues on four vendors, one in failover', (group) => {
  const visit = useDemoBrowser(group)
  const syncDemoControllers = useDemoSimulators(group)
  group.each.setup(async () => {
    await db
      .from('locations')
      .whereNotNull('controller_id')
      .update({ network_status: 'not_configured' })
    await syncDemoControllers()
  })

  test('the admin sees a venue of each vendor side by side, filters on failover and opens the restricted venue', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/admin/locations')
      const table = page.getByRole('table')
      await table.getByRole('row', { name: new RegExp(FAILOVER_VENUE) }).waitFor()

      for (const [vendor, venue] of Object.entries(VENDOR_VENUES)) {
        const row = table.getByRole('row', { name: new RegExp(venue) })
        assert.include(await row.innerText(), vendor, `${venue} runs on ${vendor}`)
      }
      const failoverRow = table.getByRole('row', { name: new RegExp(FAILOVER_VENUE) })
      await failoverRow.getByText('Failover active').waitFor()
      assert.include(await failoverRow.innerText(), 'Peplink InControl2')

      await page
        .getByRole('combobox', { name: 'Network state' })
        .selectOption({ label: 'Failover active' })
      await page.waitForURL((url) => url.searchParams.get('network') === 'failover')
      await table
        .getByRole('row', { name: new RegExp(VENDOR_VENUES['TP-Link Omada']) })
        .waitFor({ state: 'detached' })
      const names = await table.locator('tbody tr').allInnerTexts()
      assert.lengthOf(names, 1)
      assert.include(names[0], FAILOVER_VENUE)

      await table.getByRole('link', { name: FAILOVER_VENUE }).click()
      await page.waitForURL((url) => url.pathname.startsWith('/locations/'))
      await page.goto(page.url().replace(/\/locations\/[a-z]+/, '/locations/dashboard'))
      const notice = page.getByRole('status', { name: 'Failover active' })
      await notice.getByText(/cellular backup/).waitFor()
      const restricted = page.getByLabel('Restricted to').first()
      for (const service of ['Point of sale', 'Payments', 'Music'])
        await restricted.getByText(service, { exact: true }).waitFor()
    })
  })

  test("the ZeroTier venue's Warning badge names its cause in the header and the list, and its dashboard counts members (issue 32)", async () => {
    const venue = await db
      .from('locations')
      .where('name', VENDOR_VENUES['ZeroTier Central'])
      .firstOrFail()
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, `/locations/dashboard?location=${venue.id}`)
      const cause = '1 member waits for authorization on the ZeroTier network.'
      const badge = page.getByLabel(`Warning: ${cause}`)
      await badge.waitFor()
      await badge.hover()
      await page.getByRole('tooltip').getByText(cause).waitFor()
      await page.getByText('Members online').waitFor()
      await page.getByText(/awaiting authorization/).waitFor()

      // The venues list names the same cause on the venue's row, under the badge and in its label.
      await page.goto(appUrl('/admin/locations?network=warning'))
      const row = page
        .getByRole('table')
        .getByRole('row', { name: new RegExp(VENDOR_VENUES['ZeroTier Central']) })
      await row.getByLabel(`Warning: ${cause}`).waitFor()
      await row.getByText(cause).waitFor()
    })
  })
})
