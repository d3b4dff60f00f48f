import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import JSZip from 'jszip'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, signedInAt, waitForPath } from '#tests/browser/helpers/journeys'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { jpegWithGps, png } from '#tests/helpers/photos'
import { rowsWrittenInSql } from '#tests/browser/helpers/demo_snapshot'

const VENUE = 'De Markt – main bar'

async function venueId() {
  return Number((await db.from('locations').where('name', VENUE).firstOrFail()).id)
}

/** The thumbnails of the reports on screen that the browser could load and draw. */
async function drawnThumbnails(page: Page) {
  const photos = page.getByRole('article').first().getByRole('img')
  await photos.first().waitFor()
  await page.waitForFunction(() =>
    [...(globalThis as any).document.querySelectorAll('article img')].every(
      (image: { complete: boolean }) => image.complete
    )
  )
  return photos.evaluateAll((images) =>
    images
      .filter((image) => (image as unknown as { naturalWidth: number }).naturalWidth > 0)
      .map((image) => image.getAttribute('alt'))
  )
}

/** Issue 26: installation reports with photos, read by the customer; the admin's customer export by mail. */
test.group('Web app / installation reports and exports', (group) => {
  const visit = useDemoBrowser(group)

  test('on a phone, the installer adds an installation report with two photos; the customer user opens it with its photos', async ({
    assert,
  }) => {
    const id = await venueId()
    // The demo installer speaks Dutch; this journey reads the English screens.
    await db.from('users').where('email', 'installer@airdeck.example').update({ lang: 'en' })
    await rowsWrittenInSql()
    await visit(async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await signedInAt(page, 'installer@airdeck.example', `/locations/dashboard?location=${id}`)
      // The tabs carry ?location= once the venue has loaded.
      await page
        .getByRole('navigation', { name: 'Location tabs' })
        .getByRole('link', { name: 'Installation report' })
        .and(page.locator(`[href="/locations/installation?location=${id}"]`))
        .click()
      await waitForPath(page, `/locations/installation?location=${id}`)
      await page.getByLabel('Bridge present').check()
      await page.getByLabel('Guest WiFi works').check()
      await page.getByRole('textbox', { name: 'Notes' }).fill('Router in the cellar rack')
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles([
          { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps() },
          { name: 'rack.png', mimeType: 'image/png', buffer: await png() },
        ])
      await page.getByRole('button', { name: 'Add the report' }).click()
      await page.getByText('Installation report saved').waitFor()
      assert.deepEqual(await drawnThumbnails(page), ['IMG_0001.jpg', 'rack.png'])
      // Nothing runs off the side of a 390 px screen.
      assert.isAtMost(
        await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth),
        390
      )
    })

    await visit(async ({ page }) => {
      await signedInAt(page, 'customer@airdeck.example', `/locations/installation?location=${id}`)
      await page.getByText('Router in the cellar rack').waitFor()
      assert.equal(await page.getByRole('button', { name: 'Add the report' }).count(), 0)
      assert.deepEqual(await drawnThumbnails(page), ['IMG_0001.jpg', 'rack.png'])
      await page.getByRole('button', { name: 'Open photo rack.png' }).click()
      const dialog = page.getByRole('dialog', { name: 'rack.png' })
      await dialog.getByRole('img', { name: 'rack.png' }).waitFor()
      assert.equal(await dialog.getByRole('button', { name: 'Remove this photo' }).count(), 0)
    })
  }).timeout(90_000)

  test("the admin starts a customer's export from Exports; the link arrives by mail and the ZIP opens", async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, 'admin@airdeck.example')
      await waitForPath(page, '/dashboard')
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Exports' })
        .click()
      await waitForPath(page, '/exports')
      const card = page.getByRole('region', { name: "A customer's whole data" })
      // Typed as a person types: the choices come from the server per search, and the list must be open.
      const customer = card.getByRole('combobox', { name: 'Customer' })
      await customer.click()
      await customer.pressSequentially('Café De')
      await page.getByRole('option', { name: 'Café De Markt' }).click()
      await card.getByRole('textbox', { name: 'Mail the link to' }).fill('exports@airdeck.example')
      await card.getByRole('button', { name: 'Start the export' }).click()
      await page.getByText('Export started: you will receive an e-mail when it is ready.').waitFor()

      const mail = await mailCatcher.waitFor('exports@airdeck.example', 30_000)
      const path = (mail.text ?? '').match(/\/exports\/customer\/[A-Za-z0-9_-]+/)![0]
      const [download] = await Promise.all([page.waitForEvent('download'), page.goto(appUrl(path))])
      assert.match(download.suggestedFilename(), /^customer-export-\d{4}-\d{2}-\d{2}\.zip$/)
      const zip = await JSZip.loadAsync(await readFile((await download.path())!))
      const names = Object.keys(zip.files)
      assert.includeMembers(names, ['venues.csv', 'users.csv', 'guests.csv', 'invoices.csv'])
      assert.include(await zip.file('venues.csv')!.async('string'), VENUE)
      assert.include(await zip.file('users.csv')!.async('string'), 'customer@airdeck.example')
      await page.getByText('Your download has started.').waitFor()
    })
  }).timeout(90_000)
})
