import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { mailCatcher } from '#tests/helpers/mail_catcher'

/** Issue 15: the admin's warehouse, from the menu to a venue's hardware tab. */
test.group('Web app / inventory', (group) => {
  const visit = useDemoBrowser(group)

  test('the admin deducts stock with a reason, sees it in the log, writes off an AP at a venue, gets the CaaS export by mail and opens the hardware tab of the venue', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, 'admin@airdeck.example')
      await waitForPath(page, '/dashboard')
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Inventory' })
        .click()
      await waitForPath(page, '/admin/inventory')
      const row = page.getByRole('row').filter({ hasText: 'UniFi Switch Lite 8 PoE' })
      await row.getByRole('button', { name: 'Add or deduct' }).click()
      const dialog = page.getByRole('dialog', { name: 'Stock of UniFi Switch Lite 8 PoE' })
      await dialog.getByText('Deduct', { exact: true }).click()
      await dialog.getByRole('button', { name: 'Deduct' }).click()
      await dialog.waitFor({ state: 'detached' })
      await row.getByText('6', { exact: true }).waitFor()

      await page
        .getByRole('navigation', { name: 'Inventory tabs' })
        .getByRole('link', { name: 'Logs' })
        .click()
      await page
        .getByRole('row')
        .filter({ hasText: 'UniFi Switch Lite 8 PoE' })
        .filter({ hasText: 'Sale' })
        .waitFor()

      await page
        .getByRole('navigation', { name: 'Inventory tabs' })
        .getByRole('link', { name: 'CaaS hardware' })
        .click()
      const ap = page.getByRole('row').filter({ hasText: 'U6P-DEMO-002' })
      await ap.getByRole('button', { name: 'Broken' }).click()
      await ap.waitFor({ state: 'detached' })
      const unit = await db.from('inventory_units').where('serial', 'U6P-DEMO-002').firstOrFail()
      assert.equal(unit.status, 'broken')

      await page.getByRole('button', { name: 'Export' }).click()
      const exportDialog = page.getByRole('dialog', { name: 'Export the CaaS hardware' })
      await exportDialog
        .getByRole('textbox', { name: 'Send the download link to' })
        .fill('warehouse@airdeck.example')
      await exportDialog.getByRole('button', { name: 'Start the export' }).click()
      await page.getByText('Export started: an e-mail follows.').waitFor()
      const mail = await mailCatcher.waitFor('warehouse@airdeck.example', 20_000)
      assert.match(mail.text ?? '', /\/exports\/inventory\/[A-Za-z0-9_-]+/)

      await page.getByRole('link', { name: 'De Markt – main bar' }).first().click()
      await page.getByRole('heading', { name: 'CaaS hardware' }).waitFor()
      await page.getByRole('row').filter({ hasText: 'U6P-DEMO-001' }).waitFor()
    })
  }).timeout(60_000)
})
