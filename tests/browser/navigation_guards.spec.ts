import { test } from '@japa/runner'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { mainHeading, passwordField, signIn, waitForPath } from '#tests/browser/helpers/journeys'
import {
  MAIN_BAR,
  OTHER_RUNS,
  RUNS,
  TEXT,
  expectVenueFrame,
  mainMenu,
  menuLinks,
  useLanguage,
} from '#tests/browser/helpers/navigation'

/** Issue 19, journeys 2 and 7: what each role finds in the menu, and the same not-found, no-access and form errors everywhere. */
test.group('Web app / the menu by role, errors and guards', (group) => {
  const visit = useDemoBrowser(group)

  for (const { width, lang } of OTHER_RUNS) {
    const text = TEXT[lang]
    test(`a read-only viewer has Locations (no Company); unknown venues show not-found with the menu; admin pages say no access (${width} px, ${lang})`, async ({
      assert,
    }) => {
      await visit(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await signIn(page, DEMO_ACCOUNTS.viewer)
        await waitForPath(page, '/locations/dashboard')
        await useLanguage(page, lang)
        await expectVenueFrame(page, text, MAIN_BAR, width, assert)
        const links = await menuLinks(page, text)
        assert.include(links, text.locations)
        assert.notInclude(links, text.company)

        for (const path of [
          '/locations/999999',
          '/locations/info?location=999999',
          '/locations/dashboard?location=999999',
        ]) {
          await page.goto(appUrl(path))
          await mainHeading(page).filter({ hasText: text.notFound }).waitFor()
          assert.equal(
            new URL(page.url()).pathname + new URL(page.url()).search,
            path,
            `${path} stays put`
          )
          assert.include(await menuLinks(page, text), text.locations, `${path} keeps the menu`)
        }

        await page.goto(appUrl('/admin/customers'))
        assert.equal(await waitForPath(page, '/no-access'), '/no-access')
        await mainHeading(page).filter({ hasText: text.noAccess }).waitFor()
      })
    })
  }

  for (const { width, lang } of RUNS) {
    const text = TEXT[lang]
    test(`a customer opening an admin page gets the no-access page (${width} px, ${lang})`, async ({
      assert,
    }) => {
      await visit(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await signIn(page, DEMO_ACCOUNTS.customer)
        await waitForPath(page, '/dashboard')
        await useLanguage(page, lang)
        for (const path of ['/admin/locations', '/admin/controllers']) {
          await page.goto(appUrl(path))
          assert.equal(await waitForPath(page, '/no-access'), '/no-access', path)
          await mainHeading(page).filter({ hasText: text.noAccess }).waitFor()
        }
      })
    })
  }

  for (const { width, lang } of OTHER_RUNS) {
    const text = TEXT[lang]
    test(`an admin has Locations and All locations, no Company; a row opens the venue dashboard; unknown venues show not-found in the app (${width} px, ${lang})`, async ({
      assert,
    }) => {
      await visit(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await signIn(page, DEMO_ACCOUNTS.admin)
        await waitForPath(page, '/dashboard')
        await useLanguage(page, lang)
        const links = await menuLinks(page, text)
        assert.includeMembers(links, [text.locations, text.allLocations])
        assert.notInclude(links, text.company)

        await (await mainMenu(page, text)).getByRole('link', { name: text.allLocations }).click()
        assert.equal(await waitForPath(page, '/admin/locations'), '/admin/locations')
        await page.getByRole('main').getByRole('link', { name: 'Demo Bar', exact: true }).click()
        await page.waitForURL((url) => url.pathname === '/locations/dashboard')
        await expectVenueFrame(page, text, 'Demo Bar', width, assert)

        await page.goto(appUrl('/locations/999999'))
        await mainHeading(page).filter({ hasText: text.notFound }).waitFor()
        assert.include(await menuLinks(page, text), text.allLocations)
      })
    })
  }

  for (const { width, lang } of RUNS) {
    const text = TEXT[lang]
    test(`a new validation error on the login form replaces the "Login failed" box (${width} px, ${lang})`, async ({
      assert,
    }) => {
      await visit(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(appUrl('/auth'))
        await useLanguage(page, lang)
        await page.getByRole('textbox', { name: text.email }).fill(DEMO_ACCOUNTS.customer)
        await passwordField(page, text.password).fill('Not-the-password-1!')
        await page.getByRole('button', { name: text.signIn }).click()
        const alert = page.getByRole('alert').filter({ hasText: text.loginFailed })
        await alert.waitFor()

        // The password was cleared: signing in again stops at the field, and only that error shows.
        await page.getByRole('button', { name: text.signIn }).click()
        await page.getByText(text.required).waitFor()
        assert.equal(await alert.count(), 0)
      })
    })
  }
})
