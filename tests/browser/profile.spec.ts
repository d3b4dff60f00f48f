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

const NEW_PASSWORD = 'Brand-new-Pass-2026!'

test.group('Web app / profile', (group) => {
  const visit = useDemoBrowser(group)

  test('name and language are saved and shown at once', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.customer, '/account/profile')
      const firstName = page.getByRole('textbox', { name: 'First name' })
      await firstName.fill('Carolien')
      await page.getByRole('combobox', { name: 'Language' }).selectOption('fr')
      await page
        .getByRole('region', { name: 'Personal details' })
        .getByRole('button', { name: 'Save changes' })
        .click()

      await mainHeading(page).filter({ hasText: 'Profil' }).waitFor()
      await page.getByText('Enregistré').waitFor()
      await page.getByRole('button', { name: 'Menu du compte de Carolien Claes' }).waitFor()
      const me = await (await page.request.get(appUrl('/rest/users/me'))).json()
      assert.deepInclude(me, { firstname: 'Carolien', lang: 'fr' })
    })
  })

  test('the address is saved on the profile, and the help menu offers the serving partner to call', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.viewer)
      await waitForPath(page, '/dashboard')
      await page.getByRole('button', { name: 'Help' }).click()
      const call = page.getByRole('menuitem', { name: 'Call +32 11 22 33 44' })
      await call.waitFor()
      assert.equal(await call.getAttribute('href'), 'tel:+3211223344')
      await page.getByText('Support by Brightwave Installers').waitFor()
      await page.keyboard.press('Escape')

      await page.goto(appUrl('/account/profile'))
      const address = page.getByRole('region', { name: 'Address' })
      await address.getByRole('textbox', { name: 'Street and number' }).fill('Veldstraat 1')
      await address.getByRole('textbox', { name: 'Postal code' }).fill('90')
      await address.getByRole('textbox', { name: 'City' }).fill('Gent')
      await address.getByRole('combobox', { name: 'Country' }).selectOption('BE')
      await address.getByRole('button', { name: 'Save changes' }).click()
      await address.getByText('Enter a valid postal code for the chosen country').waitFor()
      await address.getByRole('textbox', { name: 'Postal code' }).fill('9000')
      await address.getByRole('button', { name: 'Save changes' }).click()
      await page.getByText('Saved').first().waitFor()

      await page.reload()
      await page
        .getByRole('textbox', { name: 'Street and number' })
        .and(page.locator('[value="Veldstraat 1"]'))
        .waitFor()
      const me = await (await page.request.get(appUrl('/rest/users/me'))).json()
      assert.deepInclude(me, {
        address: 'Veldstraat 1',
        zipcode: '9000',
        city: 'Gent',
        country: 'BE',
      })
    })
  })

  test('changing the password checks the rules and the current password, then signs in with the new one', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/account/profile')

      const newPassword = passwordField(page, 'New password')
      await newPassword.fill('short')
      const rules = page.locator('li', { hasText: 'At least 8 characters' })
      assert.include(await rules.innerText(), '(not met yet)')
      await newPassword.fill(NEW_PASSWORD)
      assert.include(await rules.innerText(), '(met)')
      await page
        .getByRole('progressbar', { name: 'Password strength' })
        .and(page.locator('[aria-valuetext="strong"]'))
        .waitFor()

      await passwordField(page, 'Current password').fill('Not-my-password-1!')
      await passwordField(page, 'Repeat the new password').fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Change password' }).click()
      await page.getByText('Wrong password.').waitFor()

      await passwordField(page, 'Current password').fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: 'Change password' }).click()
      await page.getByText('Your password has been changed.').waitFor()

      await page.getByRole('button', { name: 'Account menu of Ada Admin' }).click()
      await page.getByRole('menuitem', { name: 'Log out' }).click()
      await waitForPath(page, '/auth')
      await signIn(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD)
      await page.getByText('Login failed. Check your e-mail address and password.').waitFor()
      await signIn(page, DEMO_ACCOUNTS.admin, NEW_PASSWORD)
      assert.equal(await waitForPath(page, '/dashboard'), '/dashboard')
    })
  })
})
