import { test } from '@japa/runner'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { mainHeading, signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { restJson } from '#tests/browser/helpers/rest'
import { PNG } from '#tests/functional/customers/images'

const VENUE = 'De Markt – terrace'
const DUTCH = 'Welkom op ons terras: surf gerust!'
const ENGLISH = 'Welcome to our terrace: enjoy the WiFi!'

interface Portal {
  public_id: string
  published: { texts: Record<'nl' | 'en', { body: string }> } | null
  published_images: { logo: string | null }
}

test.group('Web app / guest portal designer', (group) => {
  const visit = useDemoBrowser(group)

  test('an admin designs the portal in Dutch and English with a logo, sees the preview follow the typing, and publishes', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      page.setDefaultTimeout(20_000)
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')

      // From the menu to the list of portals, then to the venue's designer.
      await page.getByRole('link', { name: 'Guest portal', exact: true }).first().click()
      await waitForPath(page, '/portal')
      await mainHeading(page).filter({ hasText: 'Guest portals' }).waitFor()
      await page.getByRole('link', { name: VENUE }).waitFor()
      // The designer itself is not checked: axe cannot enter the preview's sandboxed frame (no script may run in it).
      assert.deepEqual(await seriousViolations(page), [], '/portal')
      await page.getByRole('textbox', { name: 'Search venues' }).fill('terrace')
      await page.getByRole('link', { name: VENUE }).click()
      await page.waitForURL((url) => url.pathname === '/portal/design')
      const locationId = Number(new URL(page.url()).searchParams.get('location'))
      await mainHeading(page).filter({ hasText: 'Guest portal' }).waitFor()
      const preview = page.frameLocator('iframe[title="Preview of the guest page"]')
      await preview.getByRole('heading', { level: 1 }).waitFor()

      await page.getByRole('tab', { name: 'Nederlands' }).click()
      const welcome = page.getByRole('textbox', { name: /Welcome text/ })
      await welcome.fill('')
      await welcome.pressSequentially(DUTCH.slice(0, 12))
      await preview.getByText(DUTCH.slice(0, 12), { exact: true }).waitFor()
      await welcome.pressSequentially(DUTCH.slice(12))
      await preview.getByText(DUTCH).waitFor()
      assert.equal(await preview.locator('html').getAttribute('lang'), 'nl')

      await page.getByRole('tab', { name: 'English' }).click()
      await page.getByRole('textbox', { name: /Welcome text/ }).fill(ENGLISH)
      await preview.getByText(ENGLISH).waitFor()
      await page.getByText('Unpublished changes').waitFor()

      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
      await page.getByRole('img', { name: "The portal's logo" }).waitFor()
      await preview.locator('header img').waitFor()

      await page.getByRole('button', { name: 'Publish' }).click()
      await page.getByText('Published', { exact: true }).waitFor()
      assert.isTrue(await page.getByRole('button', { name: 'Publish' }).isDisabled())

      const portal = await restJson<Portal>(page, `/portal/${locationId}`)
      assert.equal(portal.published?.texts.nl.body, DUTCH)
      assert.equal(portal.published?.texts.en.body, ENGLISH)
      const logo = await page.request.get(appUrl(`/portal-assets/${portal.public_id}/logo`))
      assert.equal(logo.status(), 200)
      assert.equal(logo.headers()['content-type'], 'image/png')

      // The venue's portal tab: its state, and the way back into the designer.
      await page.goto(appUrl(`/locations/portal?location=${locationId}`))
      await page.getByRole('link', { name: 'Design the portal' }).waitFor()
      await page.getByText('Online', { exact: true }).first().waitFor()
      await page.getByRole('heading', { name: 'Insights' }).waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/locations/portal')
    })
  }).timeout(120_000)
})
