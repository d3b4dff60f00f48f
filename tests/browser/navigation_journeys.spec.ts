import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { AxeBuilder } from '@axe-core/playwright'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { mainHeading, passwordField, signIn, waitForPath } from '#tests/browser/helpers/journeys'

/** Issue 19, journeys 1, 2 and 7: finding venues from the menu, the venue frame, and the same errors everywhere. */

const MAIN_BAR = 'De Markt – main bar'
const TERRACE = 'De Markt – terrace'
const LOBBY = 'Zonneveld – lobby'

const TEXT = {
  en: {
    name: 'English',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    mainNavigation: 'Main navigation',
    locations: 'Locations',
    company: 'Company',
    allLocations: 'All locations',
    customers: 'Customers',
    breadcrumbs: 'Breadcrumbs',
    locationTabs: 'Location tabs',
    tabs: {
      dashboard: 'Location dashboard',
      topology: 'Topology',
      clients: 'Clients',
      systems: 'Systems',
      history: 'History',
      info: 'Info',
    },
    picker: 'Location',
    notFound: 'Page not found',
    noAccess: 'No access',
    signIn: 'Sign in',
    email: 'E-mail address',
    password: 'Password',
    loginFailed: 'Login failed. Check your e-mail address and password.',
    required: 'This field is required.',
  },
  nl: {
    name: 'Nederlands',
    openNavigation: 'Navigatie openen',
    closeNavigation: 'Navigatie sluiten',
    mainNavigation: 'Hoofdnavigatie',
    locations: 'Locaties',
    company: 'Bedrijf',
    allLocations: 'Alle locaties',
    customers: 'Klanten',
    breadcrumbs: 'Kruimelpad',
    locationTabs: 'Tabbladen van de locatie',
    tabs: {
      dashboard: 'Locatiedashboard',
      topology: 'Topologie',
      clients: 'Toestellen',
      systems: 'Systemen',
      history: 'Geschiedenis',
      info: 'Info',
    },
    picker: 'Locatie',
    notFound: 'Pagina niet gevonden',
    noAccess: 'Geen toegang',
    signIn: 'Aanmelden',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    loginFailed: 'Aanmelden mislukt. Controleer je e-mailadres en wachtwoord.',
    required: 'Dit veld is verplicht.',
  },
} as const
type Lang = keyof typeof TEXT
type Texts = (typeof TEXT)[Lang]

/** The two widths of the issue, each with one of the two languages, so both layouts meet both languages. */
const RUNS = [
  { width: 1440, lang: 'en' as Lang },
  { width: 390, lang: 'nl' as Lang },
]
const OTHER_RUNS = [
  { width: 1440, lang: 'nl' as Lang },
  { width: 390, lang: 'en' as Lang },
]

/** Chooses the interface language from the header switch (saved to the profile when signed in). */
async function useLanguage(page: Page, lang: Lang) {
  if ((await page.locator('html').getAttribute('lang')) === lang) return
  await page.getByRole('button', { name: /: (EN|NL|FR|DE)$/ }).click()
  await page.getByRole('menuitem', { name: TEXT[lang].name }).click()
  await page.waitForFunction(
    (code) => (globalThis as any).document.documentElement.lang === code,
    lang
  )
}

/** The main navigation; on a phone it sits behind the burger. */
async function mainMenu(page: Page, text: Texts) {
  const burger = page.getByRole('button', { name: text.openNavigation })
  if (await burger.isVisible()) await burger.click()
  const menu = page.getByRole('navigation', { name: text.mainNavigation })
  await menu.waitFor()
  return menu
}

/** The names of the menu entries; the menu is left as it was found (closed on a phone). */
async function menuLinks(page: Page, text: Texts) {
  const menu = await mainMenu(page, text)
  await menu.getByRole('link').first().waitFor()
  const names = await menu.getByRole('link').allInnerTexts()
  const close = page.getByRole('button', { name: text.closeNavigation })
  if (await close.isVisible()) await close.click()
  return names
}

function venueIdOf(page: Page) {
  return Number(new URL(page.url()).searchParams.get('location'))
}

/** The venue frame that every /locations tab shares: name, state badges, switcher, tabs, all within the width. */
async function expectVenueFrame(
  page: Page,
  text: Texts,
  venue: string,
  width: number,
  assert: any
) {
  await mainHeading(page).filter({ hasText: venue }).waitFor()
  const picker = page.getByRole('combobox', { name: text.picker, exact: true })
  await picker.waitFor()
  assert.equal(await picker.inputValue(), venue)
  await page.locator('main [data-status]').first().waitFor()
  await page.locator('main [data-network]').first().waitFor()
  await page.getByRole('navigation', { name: text.locationTabs }).waitFor()
  for (const element of [mainHeading(page), picker]) {
    const box = (await element.boundingBox())!
    assert.isAtMost(box.x + box.width, width, `${venue}: the venue frame fits in ${width} px`)
  }
  // The state badges now head every tab: each lifecycle colour must stay readable (axe, contrast included).
  const badges = await new AxeBuilder({ page })
    .include('main [data-status]')
    .include('main [data-network]')
    .analyze()
  const serious = badges.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical'
  )
  assert.deepEqual(
    serious.map((violation) => violation.id),
    [],
    `${venue}: state badges`
  )
}

test.group('Web app / finding venues, the venue frame, errors and guards', (group) => {
  const visit = useDemoBrowser(group)

  for (const { width, lang } of RUNS) {
    const text = TEXT[lang]
    test(`a customer finds their venues from the menu and the dashboard card; a venue opens on its dashboard (${width} px, ${lang})`, async ({
      assert,
    }) => {
      await visit(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await signIn(page, DEMO_ACCOUNTS.customer)
        await waitForPath(page, '/dashboard')
        await useLanguage(page, lang)

        // Journey 1: Locations and Company are in the menu; the card naming the default venue opens it.
        const links = await menuLinks(page, text)
        assert.includeMembers(links, [text.locations, text.company])
        assert.notInclude(links, text.customers)
        await page.getByRole('main').getByRole('link', { name: MAIN_BAR }).click()
        await page.waitForURL(
          (url) => url.pathname === '/locations/dashboard' && url.searchParams.has('location')
        )
        const mainBarId = venueIdOf(page)

        // Journey 2: the venue opens on its dashboard tab, with the frame on every tab and a "Locations" crumb to go up.
        await expectVenueFrame(page, text, MAIN_BAR, width, assert)
        const tabs = page.getByRole('navigation', { name: text.locationTabs })
        assert.equal(
          await tabs.getByRole('link', { name: text.tabs.dashboard }).getAttribute('aria-current'),
          'page'
        )
        const crumb = page
          .getByRole('navigation', { name: text.breadcrumbs })
          .getByRole('link', { name: text.locations })
        assert.equal(await crumb.getAttribute('href'), `/locations?location=${mainBarId}`)
        for (const tab of ['topology', 'clients', 'systems', 'history', 'info'] as const) {
          await tabs.getByRole('link', { name: text.tabs[tab], exact: true }).click()
          assert.equal(
            await waitForPath(page, `/locations/${tab}?location=${mainBarId}`),
            `/locations/${tab}?location=${mainBarId}`
          )
          await expectVenueFrame(page, text, MAIN_BAR, width, assert)
        }
        await page
          .getByRole('navigation', { name: text.breadcrumbs })
          .getByRole('link', { name: text.locations })
          .click()
        assert.equal(
          await waitForPath(page, `/locations/dashboard?location=${mainBarId}`),
          `/locations/dashboard?location=${mainBarId}`
        )

        // The switcher changes the venue in view and keeps the tab.
        const picker = page.getByRole('combobox', { name: text.picker, exact: true })
        await picker.fill('lobby')
        await page.getByRole('option', { name: LOBBY }).click()
        await page.waitForURL(
          (url) =>
            url.pathname === '/locations/dashboard' &&
            Number(url.searchParams.get('location')) !== mainBarId
        )
        await expectVenueFrame(page, text, LOBBY, width, assert)

        // Company lists all the customer's venues (not the switcher's last search); a row opens the venue on its dashboard.
        await (await mainMenu(page, text)).getByRole('link', { name: text.company }).click()
        assert.equal(await waitForPath(page, '/customer/locations'), '/customer/locations')
        const rows = page.getByRole('main').getByRole('link', { name: /^(De Markt|Zonneveld) – / })
        await page
          .getByRole('main')
          .getByRole('link', { name: 'Zonneveld – conference wing' })
          .waitFor()
        assert.sameMembers(await rows.allInnerTexts(), [
          MAIN_BAR,
          TERRACE,
          LOBBY,
          'Zonneveld – conference wing',
        ])
        await page.getByRole('main').getByRole('link', { name: TERRACE }).click()
        await page.waitForURL((url) => url.pathname === '/locations/dashboard')
        await expectVenueFrame(page, text, TERRACE, width, assert)

        // Locations in the menu, and /locations without a tab, open the dashboard tab of the default venue.
        await (await mainMenu(page, text)).getByRole('link', { name: text.locations }).click()
        assert.equal(await waitForPath(page, '/locations/dashboard'), '/locations/dashboard')
        await expectVenueFrame(page, text, MAIN_BAR, width, assert)
        await page.goto(appUrl(`/locations?location=${mainBarId}`))
        assert.equal(
          await waitForPath(page, `/locations/dashboard?location=${mainBarId}`),
          `/locations/dashboard?location=${mainBarId}`
        )
      })
    })
  }

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
