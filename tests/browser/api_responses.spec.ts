import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#database/demo/demo_data'
import { appUrl } from '#tests/browser/helpers/chromium'
import {
  mainHeading,
  passwordField,
  signIn,
  signedInAt,
  waitForPath,
} from '#tests/browser/helpers/journeys'

/** Spec §7 response handling, each answer coming from the real server. */
test.group('Web app / API response handling', (group) => {
  const visit = useDemoBrowser(group)

  test('an expired session returns to /auth with the wanted path and says so once', async ({
    assert,
  }) => {
    await visit(async ({ context, page }) => {
      await signIn(page, DEMO_ACCOUNTS.customer)
      await waitForPath(page, '/dashboard')
      // The dashboard's own reads end first, and its background refreshes (alerts every 30 s, the dashboard every
      // 60 s) stay off the wire until the click: one answered 401 would send the visitor to /auth from the dashboard.
      await page.waitForLoadState('networkidle')
      const backgroundRefreshes = /\/rest\/(alerts|dashboard)(\/|\?|$)/
      await page.route(backgroundRefreshes, (route) => route.abort())
      await context.clearCookies({ name: 'airdeck-session' })

      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Profile' })
        .click()
      assert.equal(
        await waitForPath(page, '/auth?redirect=%2Faccount%2Fprofile'),
        '/auth?redirect=%2Faccount%2Fprofile'
      )
      await page.unroute(backgroundRefreshes)
      const expired = page.getByText('Your session has expired. Please log in again.')
      await expired.waitFor()
      // Every request of the page has ended: a second copy of the message would be there by now.
      await page.waitForLoadState('networkidle')
      assert.equal(await expired.count(), 1)

      await signIn(page, DEMO_ACCOUNTS.customer)
      assert.equal(await waitForPath(page, '/account/profile'), '/account/profile')
    })
  })

  test('a 403 answer leads to the no-access page', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.customer)
      await waitForPath(page, '/dashboard')
      // The profile's own request is sent to an admin-only endpoint, so the real server answers 403 E_FORBIDDEN.
      await page.route('**/rest/users/me', (route) =>
        route.continue({ url: appUrl('/rest/admin/mails') })
      )
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Profile' })
        .click()
      assert.equal(await waitForPath(page, '/no-access'), '/no-access')
      await mainHeading(page).filter({ hasText: 'No access' }).waitFor()
    })
  })

  test('a 423 answer asks for the password, then the action completes', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.customer, '/account/profile')
      await page.getByRole('button', { name: 'Download my data' }).click()

      const dialog = page.getByRole('dialog', { name: 'Confirm your password' })
      await dialog.waitFor()
      await passwordField(page).fill('Not-my-password-1!')
      await passwordField(page).press('Enter')
      await dialog.getByText('Wrong password.').waitFor()

      await passwordField(page).fill(DEMO_PASSWORD)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Confirm' }).click(),
      ])
      assert.match(download.suggestedFilename(), /^airdeck-my-data-\d{4}-\d{2}-\d{2}\.json$/)
      const data = JSON.parse(await readFile((await download.path())!, 'utf8'))
      assert.equal(data.profile.email, DEMO_ACCOUNTS.customer)
      await page.getByText('Your data has been downloaded.').waitFor()
      assert.isFalse(await dialog.isVisible())
    })
  })

  test('cancelling the password confirmation leaves the page as it was', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/account/profile')
      await page.getByRole('button', { name: 'Download my data' }).click()
      await page.getByRole('dialog', { name: 'Confirm your password' }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      assert.equal(new URL(page.url()).pathname, '/account/profile')
      assert.isTrue(await page.getByRole('button', { name: 'Download my data' }).isEnabled())
    })
  })

  test('a 404 answer shows "not found" and goes home', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.customer)
      await waitForPath(page, '/dashboard')
      await page.route('**/rest/users/me', (route) =>
        route.continue({ url: appUrl('/rest/no/such/endpoint') })
      )
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Profile' })
        .click()
      // The toast is the answer to a 404; the page may flash its own error state while it leaves.
      await page.locator('#toast-error').getByText('Not found.').waitFor()
      assert.equal(await waitForPath(page, '/dashboard'), '/dashboard')
    })
  })
})
