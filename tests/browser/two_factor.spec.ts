import { test } from '@japa/runner'
import { Secret, TOTP } from 'otpauth'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#database/demo/demo_data'
import { signIn, signedInAt, waitForPath } from '#tests/browser/helpers/journeys'

/** What a phone authenticator shows, from the independent otpauth library; `offsetSteps` 1 is the next 30 s. */
const phoneCode = (key: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  })

test.group('Web app / two-factor authentication', (group) => {
  const visit = useDemoBrowser(group)

  test('the admin turns on an authenticator app, signs out and signs in with a code', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/account/profile')
      await page.getByRole('radio', { name: /Authenticator app/ }).check()
      await page.getByRole('button', { name: 'Set up' }).click()

      const confirm = page.getByRole('dialog', { name: 'Confirm your password' })
      await confirm.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD)
      await confirm.getByRole('button', { name: 'Confirm' }).click()

      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
      const key = (
        await page
          .getByText(/^Or type this key:/)
          .locator('code')
          .innerText()
      ).replace(/\s/g, '')
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill(phoneCode(key))
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.getByText('These codes are shown only now', { exact: false }).waitFor()
      await page.getByRole('button', { name: 'I have saved them' }).click()
      await page.getByText('10 recovery codes left.').waitFor()

      await page.getByRole('button', { name: 'Account menu of Ada Admin' }).click()
      await page.getByRole('menuitem', { name: 'Log out' }).click()
      await waitForPath(page, '/auth')

      await signIn(page, DEMO_ACCOUNTS.admin)
      await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor()
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill('000000')
      await page.getByRole('button', { name: 'Verify' }).click()
      await page.getByText('Invalid 2FA code.').waitFor()
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill(phoneCode(key, 1))
      await page.getByRole('button', { name: 'Verify' }).click()
      assert.equal(await waitForPath(page, '/dashboard'), '/dashboard')
    })
  })
})
