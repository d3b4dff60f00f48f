import { test } from '@japa/runner'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import type { Locator } from 'playwright'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#database/demo/demo_data'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { mainHeading, signIn, waitForPath } from '#tests/browser/helpers/journeys'

test.group('Web app / accessibility', (group) => {
  const visit = useDemoBrowser(group)

  test('no serious axe-core violations on the signed-out screens, cookie popup included', async ({
    assert,
  }) => {
    await visit(
      async ({ page }) => {
        for (const path of [
          '/auth',
          '/auth/register',
          '/auth/recover',
          '/auth/passwordreset?token=x',
          '/no-access',
          '/nope',
        ]) {
          await page.goto(appUrl(path))
          await mainHeading(page).waitFor()
          await page.getByRole('region', { name: 'Cookies' }).waitFor()
          assert.deepEqual(await seriousViolations(page), [], path)
        }
      },
      { consent: false }
    )
  })

  test('no serious axe-core violations on the signed-in screens and the modals', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.customer)
      await waitForPath(page, '/dashboard')
      for (const path of [
        '/dashboard',
        '/account/profile',
        '/not-payed',
        '/upgrade-plan',
        '/locations/topology',
        '/bonus',
        '/customer/invoices',
        '/account-locked',
      ]) {
        await page.goto(appUrl(path))
        await mainHeading(page).waitFor()
        assert.deepEqual(await seriousViolations(page), [], path)
      }
      await page.goto(appUrl('/account/profile'))
      await page.getByRole('button', { name: 'Download my data' }).click()
      await page.getByRole('dialog', { name: 'Confirm your password' }).waitFor()
      assert.deepEqual(await seriousViolations(page), [], 'password-confirm modal')
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: 'Confirm your password' }).waitFor({ state: 'hidden' })

      await page.getByRole('button', { name: 'Account menu of Carla Claes' }).click()
      await page.getByRole('menu').waitFor()
      // Mid-fade, text is half transparent and axe reports its contrast: measure once the menu stands still.
      await page.waitForFunction(() =>
        (globalThis as any).document
          .getAnimations()
          .every((animation: any) => animation.playState !== 'running')
      )
      assert.deepEqual(await seriousViolations(page), [], 'user menu')
    })
  })

  test('switching the language and signing in work with the keyboard alone', async ({ assert }) => {
    await visit(async ({ page }) => {
      await page.goto(appUrl('/auth'))
      await mainHeading(page).waitFor()
      const focused = (locator: Locator) =>
        locator.evaluate((element) => element === element.ownerDocument.activeElement)
      const pressUntilFocused = async (key: string, locator: Locator) => {
        for (let presses = 0; presses < 10 && !(await focused(locator)); presses++)
          await page.keyboard.press(key)
        assert.isTrue(await focused(locator))
      }

      await pressUntilFocused('Tab', page.getByRole('textbox', { name: 'E-mail address' }))
      await page.keyboard.type(DEMO_ACCOUNTS.viewer)
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      await pressUntilFocused('ArrowDown', page.getByRole('menuitem', { name: 'Deutsch' }))
      await page.keyboard.press('Enter')
      await page.getByText('Melden Sie sich bei Ihrem Airdeck-Konto an.').waitFor()

      await pressUntilFocused('Tab', page.getByRole('textbox', { name: 'E-Mail-Adresse' }))
      assert.equal(
        await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).inputValue(),
        DEMO_ACCOUNTS.viewer
      )
      await page.keyboard.press('Tab')
      await page.keyboard.type(DEMO_PASSWORD)
      await page.keyboard.press('Enter')
      assert.equal(await waitForPath(page, '/locations/dashboard'), '/locations/dashboard')
    })
  })
})
