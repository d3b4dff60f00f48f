import { test } from '@japa/runner'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#database/demo/demo_data'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { mainHeading, passwordField, signIn, waitForPath } from '#tests/browser/helpers/journeys'

test.group('Web app / white-label brands', (group) => {
  const visit = useDemoBrowser(group)

  test("an admin creates a brand, and its host's sign-in page wears it", async ({ assert }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Brands' })
        .click()
      await mainHeading(page).filter({ hasText: 'White-label brands' }).waitFor()
      await page.getByRole('button', { name: 'Add brand' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('textbox', { name: /Host label/ }).fill('skyline')
      await dialog.getByRole('textbox', { name: /^Name/ }).fill('Skyline WiFi')
      await dialog.getByRole('textbox', { name: 'Main colour' }).fill('#0e5c86')
      await dialog.getByRole('textbox', { name: 'Second colour' }).fill('#c2255c')
      await dialog.getByRole('textbox', { name: /Mail sender name/ }).fill('Skyline WiFi')
      await dialog.getByRole('button', { name: 'Save brand' }).click()
      await dialog.waitFor({ state: 'hidden' })
      await page.getByRole('cell', { name: 'Skyline WiFi' }).first().waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/admin/brands')
    })

    // A visitor on the brand's host: the sign-in page shows the brand before anyone signs in, and signing in works there.
    await visit(async ({ page }) => {
      await page.goto(appUrl('/auth', 'skyline.localhost'))
      await page.getByText('Skyline WiFi').first().waitFor()
      await page.getByRole('textbox', { name: 'E-mail address' }).fill(DEMO_ACCOUNTS.admin)
      await passwordField(page).fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 10_000 })
      assert.equal(new URL(page.url()).hostname, 'skyline.localhost')
      await mainHeading(page).filter({ hasText: 'Welcome, Ada' }).waitFor()
      assert.isTrue(await page.getByText('Skyline WiFi').first().isVisible())
      // The second colour (readable on white as it is) colours the links and marks the open screen in the menu.
      const anchor = await page
        .locator('html')
        .evaluate((root) =>
          root.ownerDocument
            .defaultView!.getComputedStyle(root)
            .getPropertyValue('--mantine-color-anchor')
        )
      assert.equal(anchor.trim(), '#c2255c')
      const marker = await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Dashboard' })
        .evaluate((link) => link.ownerDocument.defaultView!.getComputedStyle(link).boxShadow)
      assert.include(marker, 'rgb(194, 37, 92)')
    })
  })
})
