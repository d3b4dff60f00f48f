import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { useDemoSimulators } from '#tests/browser/helpers/demo_simulators'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { seriousViolations } from '#tests/browser/helpers/chromium'

const FOOD_TRUCK = 'Zomerbar – food truck'
const TERRACE = 'De Markt – terrace'
const LOBBY = 'Zonneveld – lobby'
const CUSTOMER_VENUES = ['De Markt – main bar', TERRACE, LOBBY, 'Zonneveld – conference wing']

/** A row of a dashboard card, by the venue it names. */
const rowOf = (page: Page, card: string, venue: string) =>
  page.getByRole('region', { name: card }).getByRole('listitem').filter({ hasText: venue })

/** Switches the interface to Dutch and waits until the choice is stored (the profile keeps the language). */
async function useDutch(page: Page) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/rest/self') && response.request().method() === 'PUT'
  )
  await page.getByRole('button', { name: /: (EN|NL|FR|DE)$/ }).click()
  await page.getByRole('menuitem', { name: 'Nederlands' }).click()
  await page.waitForFunction(() => (globalThis as any).document.documentElement.lang === 'nl')
  await saved
}

const overflows = (page: Page) =>
  page.evaluate(() => {
    const root = (globalThis as any).document.documentElement
    return root.scrollWidth > root.clientWidth
  })

test.group('Web app / the dashboard of each role on the demo', (group) => {
  const visit = useDemoBrowser(group)
  const syncDemoControllers = useDemoSimulators(group)
  group.each.setup(async () => {
    await db
      .from('locations')
      .whereNotNull('controller_id')
      .update({ network_status: 'not_configured' })
    await syncDemoControllers()
  })

  test('the admin sees the food truck on cellular, the terrace access point offline since when, the lobby waiting; each click lands where it is fixed', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')

      const truck = rowOf(page, 'Needs attention now', FOOD_TRUCK)
      await truck.getByText(/cellular backup/).waitFor()
      const terrace = rowOf(page, 'Needs attention now', TERRACE)
      await terrace
        .getByText(/Access point .+ offline/)
        .first()
        .waitFor()
      assert.match(await terrace.locator('time').first().innerText(), /^since /)
      assert.isNotNull(await terrace.locator('time').first().getAttribute('datetime'))
      const counts = page.getByRole('list', { name: 'Counts per kind' })
      assert.match((await counts.textContent()) ?? '', /Failover: 1/)

      const waiting = page.getByRole('region', { name: 'Ready for installation' })
      await waiting.getByRole('link', { name: LOBBY }).waitFor()
      await page.getByRole('region', { name: 'Fleet at a glance' }).getByText('Peplink').waitFor()

      await truck.getByRole('link', { name: 'Open venue' }).click()
      await page.waitForURL((url) => url.pathname === '/locations/dashboard')
      await page.getByRole('status', { name: 'Failover active' }).waitFor()

      await page.goBack()
      await rowOf(page, 'Needs attention now', TERRACE)
        .getByRole('link', { name: 'Open venue' })
        .click()
      await page.waitForURL((url) => url.pathname === '/locations/dashboard')

      await page.goBack()
      await page
        .getByRole('region', { name: 'Ready for installation' })
        .getByRole('link', { name: LOBBY })
        .click()
      await page.waitForURL((url) => url.pathname === '/locations/info')
    })
  })

  test('the admin folds a card and finds it folded in another browser', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/rest/dashboard') && response.request().method() === 'PUT'
      )
      await page.getByRole('button', { name: 'Collapse Fleet at a glance' }).click()
      assert.equal((await saved).status(), 200)
    })
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const unfold = page.getByRole('button', { name: 'Expand Fleet at a glance' })
      await unfold.waitFor()
      assert.equal(await unfold.getAttribute('aria-expanded'), 'false')
      await unfold.click()
    })
  })

  test('the customer user sees only their venues and invoices, on a 390 px phone in Dutch', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, DEMO_ACCOUNTS.customer)
      await waitForPath(page, '/dashboard')
      await useDutch(page)

      const venues = page.getByRole('region', { name: 'Jouw locaties' })
      await venues.getByRole('link', { name: TERRACE }).waitFor()
      for (const venue of CUSTOMER_VENUES)
        await venues.getByRole('link', { name: venue, exact: true }).waitFor()
      const text = await page.getByRole('main').innerText()
      assert.notInclude(text, 'Zomerbar')
      assert.notInclude(text, 'Demo Bar')
      assert.equal(await page.getByRole('region', { name: 'Nu aandacht nodig' }).count(), 0)
      await page.getByRole('region', { name: 'Te betalen facturen' }).waitFor()
      const terrace = venues.getByRole('listitem').filter({ hasText: TERRACE })
      await terrace.getByText('Offline', { exact: true }).waitFor()
      assert.match(await terrace.locator('time').innerText(), /^sinds /)
      assert.match(
        (await terrace.getByRole('link', { name: 'Statuspagina' }).getAttribute('href')) ?? '',
        /\/status\/[\w-]+$/
      )
      assert.isFalse(await overflows(page), 'no sideways scrolling at 390 px')
    })
  })

  test('the admin dashboard fits a 390 px phone in Dutch', async ({ assert }) => {
    await visit(async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      await useDutch(page)
      const truck = rowOf(page, 'Nu aandacht nodig', FOOD_TRUCK)
      await truck.getByText(/mobiele back-up/).waitFor()
      await truck.getByRole('link', { name: 'Open locatie' }).waitFor()
      await page
        .getByRole('region', { name: 'Vloot in één oogopslag' })
        .getByText('Peplink')
        .waitFor()
      assert.isFalse(await overflows(page), 'no sideways scrolling at 390 px')
      assert.deepEqual(await seriousViolations(page), [], 'the staff cards')
    })
  })
})
