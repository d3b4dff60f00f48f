import { test } from '@japa/runner'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'
import {
  LOBBY,
  MAIN_BAR,
  RUNS,
  TERRACE,
  TEXT,
  expectVenueFrame,
  mainMenu,
  menuLinks,
  useLanguage,
  venueIdOf,
} from '#tests/browser/helpers/navigation'

/** Issue 19, journeys 1 and 2: finding venues from the menu and the dashboard card, and the venue frame on every tab. */
test.group('Web app / finding venues and the venue frame', (group) => {
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
})
