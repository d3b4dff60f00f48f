import { test } from '@japa/runner'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { appUrl } from '#tests/browser/helpers/chromium'
import { passwordField, signedInAt } from '#tests/browser/helpers/journeys'

const COLLEAGUE = 'new.colleague@airdeck.example'
const PASSWORD = 'Colleague-Pass-2026!'
const VENUE = 'De Markt – terrace'

test.group('Web app / inviting a colleague', (group) => {
  const visit = useDemoBrowser(group)

  test('the admin invites a colleague read-only to one location; the colleague registers through the mail and sees only it', async ({
    assert,
  }) => {
    const token = await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/users')
      await page.getByRole('button', { name: 'Invite users' }).click()
      const dialog = page.getByRole('dialog', { name: 'Invite users' })

      await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(COLLEAGUE)
      await dialog.getByRole('textbox', { name: 'E-mail addresses' }).press('Enter')
      await dialog.getByText('can be invited').waitFor()
      await dialog.getByRole('button', { name: 'Next' }).click()

      await dialog.getByLabel('Locations', { exact: true }).first().click()
      await page.getByRole('option', { name: VENUE }).click()
      await page.keyboard.press('Escape')
      await dialog.getByText(VENUE).first().waitFor()
      await dialog.getByRole('button', { name: 'Next' }).click()

      // read-only is the matrix's starting point: one read permission per column
      assert.isTrue(await dialog.getByRole('checkbox', { name: 'Location: Read' }).isChecked())
      assert.isFalse(await dialog.getByRole('checkbox', { name: 'Location: Update' }).isChecked())
      await dialog.getByRole('button', { name: 'Next' }).click()
      await dialog.getByText(`Location: ${VENUE}`).waitFor()
      await dialog.getByRole('button', { name: 'Send invitations' }).click()
      await page.getByText('Invited', { exact: true }).waitFor()

      await page.goto(appUrl('/users/invites'))
      await page.getByRole('cell', { name: COLLEAGUE }).waitFor()

      // The readable outbox keeps secret links redacted when SMTP delivers; the link is in the delivered mail.
      const outbox = await (await page.request.get(appUrl('/rest/admin/mails?perPage=100'))).json()
      assert.exists(
        outbox.data.find((mail: { to_address: string }) => mail.to_address === COLLEAGUE),
        'the invitation is in the outbox'
      )
      const delivered = await mailCatcher.waitFor(COLLEAGUE, 20_000)
      return decodeURIComponent(/register\?token=([A-Za-z0-9_%-]+)/.exec(`${delivered.text}`)![1])
    })

    await visit(async ({ page }) => {
      await page.goto(appUrl(`/auth/register?token=${encodeURIComponent(token)}`))
      await page.getByText(`invited you to ${VENUE} on Airdeck`).waitFor()
      assert.equal(
        await page.getByRole('textbox', { name: 'E-mail address' }).inputValue(),
        COLLEAGUE
      )
      await page.getByRole('textbox', { name: 'First name' }).fill('Nina')
      await page.getByRole('textbox', { name: 'Last name' }).fill('Nieuw')
      await passwordField(page, 'Password').fill(PASSWORD)
      await passwordField(page, 'Repeat the password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 10_000 })

      const locations = await (await page.request.get(appUrl('/rest/locations?perPage=100'))).json()
      assert.deepEqual(
        locations.data.map((l: { name: string }) => l.name),
        [VENUE]
      )
      const customers = await (await page.request.get(appUrl('/rest/customers'))).json()
      assert.lengthOf(customers.data, 0)
      const self = await (await page.request.get(appUrl('/rest/self'))).json()
      assert.equal(self.default_location.name, VENUE)
      assert.include(self.default_location.permissions, 'location_read')
      assert.notInclude(self.default_location.permissions, 'location_update')
    })
  })
})
