import { test } from '@japa/runner'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { passwordField, signIn, waitForPath } from '#tests/browser/helpers/journeys'

test.group('Web app / impersonation', (group) => {
  const visit = useDemoBrowser(group)

  test('the admin signs in as the viewer after confirming the password, sees the banner on every screen, and stops', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      await page.goto(appUrl('/admin/users'))
      await page.getByRole('button', { name: `Sign in as ${DEMO_ACCOUNTS.viewer}` }).click()

      const dialog = page.getByRole('dialog', { name: 'Confirm your password' })
      await dialog.waitFor()
      await passwordField(page).fill(DEMO_PASSWORD)
      await dialog.getByRole('button', { name: 'Confirm' }).click()

      const banner = page.getByRole('status', { name: 'Impersonation' })
      await banner.getByText('You are signed in as Victor Vermeulen (support).', { exact: false }).waitFor()
      assert.deepEqual(await seriousViolations(page), [], 'impersonation banner')
      await page.goto(appUrl('/account/profile'))
      await banner.waitFor()
      const adminArea = await page.request.get(appUrl('/rest/controllers'), { headers: { Accept: 'application/json' } })
      assert.equal(adminArea.status(), 403, "the viewer's rights, not the admin's")

      await banner.getByRole('button', { name: 'Stop impersonating' }).click()
      await waitForPath(page, '/admin/users')
      await banner.waitFor({ state: 'detached' })
      const self = await page.request.get(appUrl('/rest/self'), { headers: { Accept: 'application/json' } })
      assert.deepInclude(await self.json(), { is_admin: true, imposter_mode: false })
    })
  }).timeout(60_000)
})
