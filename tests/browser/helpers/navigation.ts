import type { Page } from 'playwright'
import { AxeBuilder } from '@axe-core/playwright'
import { mainHeading } from '#tests/browser/helpers/journeys'

/** What the navigation journeys (issue 19, journeys 1, 2 and 7) share: texts in two languages, the widths, the menu. */

export const MAIN_BAR = 'De Markt – main bar'
export const TERRACE = 'De Markt – terrace'
export const LOBBY = 'Zonneveld – lobby'

export const TEXT = {
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
export type Lang = keyof typeof TEXT
export type Texts = (typeof TEXT)[Lang]

/** The two widths of the issue, each with one of the two languages, so both layouts meet both languages. */
export const RUNS = [
  { width: 1440, lang: 'en' as Lang },
  { width: 390, lang: 'nl' as Lang },
]
export const OTHER_RUNS = [
  { width: 1440, lang: 'nl' as Lang },
  { width: 390, lang: 'en' as Lang },
]

/** Chooses the interface language from the header switch (saved to the profile when signed in). */
export async function useLanguage(page: Page, lang: Lang) {
  if ((await page.locator('html').getAttribute('lang')) === lang) return
  await page.getByRole('button', { name: /: (EN|NL|FR|DE)$/ }).click()
  await page.getByRole('menuitem', { name: TEXT[lang].name }).click()
  await page.waitForFunction(
    (code) => (globalThis as any).document.documentElement.lang === code,
    lang
  )
}

/** The main navigation; on a phone it sits behind the burger. */
export async function mainMenu(page: Page, text: Texts) {
  const burger = page.getByRole('button', { name: text.openNavigation })
  if (await burger.isVisible()) await burger.click()
  const menu = page.getByRole('navigation', { name: text.mainNavigation })
  await menu.waitFor()
  return menu
}

/** The names of the menu entries; the menu is left as it was found (closed on a phone). */
export async function menuLinks(page: Page, text: Texts) {
  const menu = await mainMenu(page, text)
  await menu.getByRole('link').first().waitFor()
  const names = await menu.getByRole('link').allInnerTexts()
  const close = page.getByRole('button', { name: text.closeNavigation })
  if (await close.isVisible()) await close.click()
  return names
}

export function venueIdOf(page: Page) {
  return Number(new URL(page.url()).searchParams.get('location'))
}

/** The venue frame that every /locations tab shares: name, state badges, switcher, tabs, all within the width. */
export async function expectVenueFrame(
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
