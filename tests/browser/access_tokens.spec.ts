import { test } from '@japa/runner'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#database/demo/demo_data'
import { appUrl } from '#tests/browser/helpers/chromium'
import { passwordField, signedInAt } from '#tests/browser/helpers/journeys'

/** What a script holding the token gets from the API: no cookies, only the bearer token. */
const asScript = (token: string) =>
  fetch(appUrl('/rest/self'), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  })

test.group('Web app / personal access tokens', (group) => {
  const visit = useDemoBrowser(group)

  test('a user creates a token, copies it, a script uses it, and after revoking it the script gets 401', async ({
    assert,
  }) => {
    await visit(async ({ context, page }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl('') })
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/account/profile')
      const card = page.getByRole('region', { name: 'Personal access tokens' })

      await card.getByRole('textbox', { name: 'Name' }).fill('Backup script')
      await card.getByRole('button', { name: 'Create token' }).click()
      const confirm = page.getByRole('dialog', { name: 'Confirm your password' })
      await confirm.waitFor()
      await passwordField(page).fill(DEMO_PASSWORD)
      await confirm.getByRole('button', { name: 'Confirm' }).click()

      await card.getByText('Token “Backup script” created').waitFor()
      await card.getByText(/^Expires on /).waitFor()
      const shown = (await card.getByLabel('The new token').innerText()).trim()
      await card.getByRole('button', { name: 'Copy token' }).click()
      await card.getByRole('button', { name: 'Copied' }).waitFor()
      const copied = await page.evaluate<string>(() =>
        (globalThis as any).navigator.clipboard.readText()
      )
      assert.equal(copied, shown)

      const before = await asScript(copied)
      assert.equal(before.status, 200)
      assert.equal(((await before.json()) as { firstname: string }).firstname, 'Ada')

      await card.getByRole('button', { name: 'I have saved it' }).click()
      assert.equal(await card.getByText(copied).count(), 0, 'the value is shown once')
      const row = card.getByRole('row').filter({ hasText: 'Backup script' })
      await row.getByText('Everything you may do').waitFor()

      await card.getByRole('button', { name: 'Revoke Backup script' }).click()
      const revoke = page.getByRole('dialog', { name: 'Revoke this token?' })
      await revoke.getByRole('textbox').fill('Backup script')
      await revoke.getByRole('button', { name: 'Revoke' }).click()
      await page.getByText('The token has been revoked.').waitFor()
      await row.waitFor({ state: 'detached' })

      const after = await asScript(copied)
      assert.equal(after.status, 401)
    })
  })

  test('while an admin is signed in as a user, the token card says why it is refused', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/admin/users')
      await page.getByRole('button', { name: `Sign in as ${DEMO_ACCOUNTS.viewer}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Confirm your password' })
      await dialog.waitFor()
      await passwordField(page).fill(DEMO_PASSWORD)
      await dialog.getByRole('button', { name: 'Confirm' }).click()
      await page.getByRole('status', { name: 'Impersonation' }).waitFor()

      await page.goto(appUrl('/account/profile'))
      const card = page.getByRole('region', { name: 'Personal access tokens' })
      await card.getByRole('alert').getByText('Not while signed in as another user').waitFor()
      assert.isTrue(await card.getByRole('button', { name: 'Create token' }).isDisabled())
      const refused = await page.request.post(appUrl('/rest/users/me/tokens'), {
        headers: { 'Accept': 'application/json', 'X-XSRF-TOKEN': await xsrf(page) },
        data: { name: 'Support' },
      })
      assert.equal(refused.status(), 403)
      assert.equal((await refused.json()).code, 'E_IMPERSONATION_FORBIDDEN_ACTION')
    })
  }).timeout(60_000)
})

async function xsrf(page: import('playwright').Page) {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'XSRF-TOKEN')
  return decodeURIComponent(cookie?.value ?? '')
}
