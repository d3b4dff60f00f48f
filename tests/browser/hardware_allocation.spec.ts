import { test } from '@japa/runner'
import type { Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn } from '#tests/browser/helpers/journeys'

const VENUE = 'De Markt – main bar'

/** From the venue's first screen through its tab row, which scrolls sideways at phone width (issue 32 item 12). */
async function openHardwareTab(page: Page) {
  const venue = await db.from('locations').where('name', VENUE).firstOrFail()
  await page.goto(appUrl(`/locations/dashboard?location=${venue.id}`))
  const hardware = page
    .getByRole('navigation', { name: 'Tabbladen van de locatie' })
    .getByRole('link', { name: 'Hardware', exact: true })
  await hardware.scrollIntoViewIfNeeded()
  await hardware.click()
  await page.getByRole('heading', { name: 'CaaS-hardware' }).waitFor()
  return venue.id as number
}

async function chooseProduct(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Product (in voorraad)' }).click()
  await page.getByRole('option', { name: new RegExp(name) }).click()
}

/** Issue 32 item 1: the (Dutch) demo installer allocates a serialized access point and a plain product from a venue's Hardware tab. */
test.group('Web app / hardware allocation', (group) => {
  const visit = useDemoBrowser(group)

  for (const width of [1280, 390]) {
    test(`at ${width} px the installer allocates an access point by serial number and enclosures by quantity`, async ({
      assert,
    }) => {
      const serial = width === 390 ? 'U6P-DEMO-004' : 'U6P-DEMO-003'
      await visit(async ({ page }) => {
        if (width === 390) await page.setViewportSize({ width: 390, height: 844 })
        await signIn(page, 'installer@airdeck.example')
        await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
        const venueId = await openHardwareTab(page)

        const allocate = page.getByRole('button', { name: 'Toewijzen' })
        assert.isTrue(await allocate.isDisabled())
        await page.getByText('Kies een product om toe te wijzen.').waitFor()

        await chooseProduct(page, 'UniFi U6 Pro')
        const serials = page.locator('input').and(page.getByLabel('Serienummers'))
        await serials.waitFor()
        await page.getByText('Voeg minstens één serienummer toe.').waitFor()
        if (width === 390) {
          await serials.fill(serial)
          await serials.press('Enter')
        } else {
          await serials.click()
          await page.getByRole('option', { name: serial }).click()
        }
        await allocate.click()
        await page.getByRole('row').filter({ hasText: serial }).waitFor()
        const unit = await db.from('inventory_units').where('serial', serial).firstOrFail()
        assert.equal(unit.status, 'allocated')

        const before = await db.from('products').where('model', 'ENC-IP65-S').firstOrFail()
        await chooseProduct(page, 'Outdoor enclosure IP65')
        const quantity = page.getByRole('textbox', { name: 'Aantal' })
        await quantity.fill('2')
        await allocate.click()
        await page.getByText('Outdoor enclosure IP65 toegewezen aan de locatie.').first().waitFor()
        await page.getByRole('row').filter({ hasText: 'Outdoor enclosure IP65' }).first().waitFor()
        const after = await db.from('products').where('model', 'ENC-IP65-S').firstOrFail()
        assert.equal(after.quantity, before.quantity - 2)
        const rows = await db
          .from('hardware_allocations')
          .where({ location_id: venueId, product_id: after.id, status: 'allocated' })
        assert.isAtLeast(rows.length, 1)
      })
    }).timeout(60_000)
  }
})
