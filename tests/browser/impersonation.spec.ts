import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { passwordField, signedInAt, waitForPath } from '#tests/browser/helpers/journeys'
import { rowsWrittenInSql } from '#tests/browser/helpers/demo_snapshot'

test.group('Web app / impersonation', (group) => {
  const visit = useDemoBrowser(group)

  test('the admin signs in as the viewer after confirming the password, sees the banner on every screen, and stops', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/admin/users')
      await page.getByRole('button', { name: `Sign in as ${DEMO_ACCOUNTS.viewer}` }).click()

      const dialog = page.getByRole('dialog', { name: 'Confirm your password' })
      await dialog.waitFor()
      await passwordField(page).fill(DEMO_PASSWORD)
      await dialog.getByRole('button', { name: 'Confirm' }).click()

      const banner = page.getByRole('status', { name: 'Impersonation' })
      await banner
        .getByText('You are signed in as Victor Vermeulen (support).', { exact: false })
        .waitFor()
      assert.deepEqual(await seriousViolations(page), [], 'impersonation banner')
      await page.goto(appUrl('/account/profile'))
      await banner.waitFor()
      const adminArea = await page.request.get(appUrl('/rest/controllers'), {
        headers: { Accept: 'application/json' },
      })
      assert.equal(adminArea.status(), 403, "the viewer's rights, not the admin's")

      await banner.getByRole('button', { name: 'Stop impersonating' }).click()
      await waitForPath(page, '/admin/users')
      await banner.waitFor({ state: 'detached' })
      const self = await page.request.get(appUrl('/rest/self'), {
        headers: { Accept: 'application/json' },
      })
      assert.deepInclude(await self.json(), { is_admin: true, imposter_mode: false })
    })
  }).timeout(60_000)

  test('issue 32 items 9 and 10: the admin sees "Sign in as" disabled with the reason for a user of a blocking customer, and every role', async ({
    assert,
  }) => {
    await db
      .from('customers')
      .where('name', 'Café De Markt')
      .update({ support_access_blocked: true })
    await rowsWrittenInSql()
    try {
      await visit(async ({ page }) => {
        await signedInAt(page, DEMO_ACCOUNTS.admin, '/admin/users')
        const button = page.getByRole('button', { name: `Sign in as ${DEMO_ACCOUNTS.viewer}` })
        await button.waitFor()
        assert.isTrue(
          await button.isDisabled(),
          'no password prompt for a refusal known beforehand'
        )
        const row = page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.viewer })
        await row.getByText('Café De Markt has blocked support access').waitFor()
        assert.isTrue(
          await page
            .getByRole('button', { name: `Sign in as ${DEMO_ACCOUNTS.hunter}` })
            .isEnabled(),
          'a user out of reach of the block'
        )

        const roleOf = async (email: string) => {
          const cells = page.getByRole('row').filter({ hasText: email }).getByRole('cell')
          return [await cells.nth(2).textContent(), await cells.nth(3).textContent()].map((text) =>
            (text ?? '').replace(/\s+/g, ' ').trim()
          )
        }
        assert.deepEqual(await roleOf(DEMO_ACCOUNTS.admin), [
          'Admin',
          'Every group, company and location',
        ])
        assert.deepEqual(await roleOf(DEMO_ACCOUNTS.installer), [
          'Installer',
          'Installation work at every location',
        ])
        assert.deepEqual(await roleOf(DEMO_ACCOUNTS.hunter), [
          'Sales (hunter)',
          'Sales visits and quotes',
        ])
        assert.match(
          (await roleOf(DEMO_ACCOUNTS.partner)).join(' | '),
          /^Partner member \| Partner: .+/
        )
        assert.match((await roleOf(DEMO_ACCOUNTS.viewer))[0]!, /^Customer user/)
      })
    } finally {
      await db
        .from('customers')
        .where('name', 'Café De Markt')
        .update({ support_access_blocked: false })
      await rowsWrittenInSql()
    }
  }).timeout(60_000)
})
