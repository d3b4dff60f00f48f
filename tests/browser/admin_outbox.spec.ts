import { test } from '@japa/runner'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { mailCatcher } from '#tests/helpers/mail_catcher'

/** Issue 19 item 10: the outbox has an admin screen, not only the API. */
test.group('Web app / admin outbox', (group) => {
  const visit = useDemoBrowser(group)

  test('the admin finds the outbox in the menu, filters it and reads a mail with its secret link hidden', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await page.request.get(appUrl('/rest/secure/csrf-cookie'))
      const xsrf = (await page.context().cookies()).find(
        (cookie) => cookie.name === 'XSRF-TOKEN'
      )!.value
      const recover = await page.request.post(appUrl('/rest/auth/password/recover'), {
        data: { email: 'viewer@airdeck.example' },
        headers: { 'accept': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
      })
      assert.equal(recover.status(), 200)
      await mailCatcher.waitFor('viewer@airdeck.example', 20_000)

      await signIn(page, 'admin@airdeck.example')
      await waitForPath(page, '/dashboard')
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Outbox' })
        .click()
      await waitForPath(page, '/admin/mails')
      await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor()
      await page.getByRole('combobox', { name: 'Status' }).selectOption('failed')
      await page.getByText('No mails.').waitFor()
      await page.getByRole('combobox', { name: 'Status' }).selectOption('')
      const row = page.getByRole('row').filter({ hasText: 'viewer@airdeck.example' }).first()
      await row.getByRole('button').click()
      const dialog = page.getByRole('dialog', { name: 'Mail to viewer@airdeck.example' })
      const text = await dialog.getByLabel('Text').innerText()
      assert.notMatch(text, /passwordreset\?token=/)
    })
  })
})
