import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { BrowserContext } from 'playwright'
import Location from '#core/locations/models/location'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { withPortalDefaults } from '#core/portal/portal_settings'
import { syncController } from '#core/network/services/sync_controller'
import { createPluginHttp } from '#core/plugins/plugin_http'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { pointDemoController } from '#database/demo/demo_network'
import { startDemoUnifi, type RunningDemoSimulator } from '#database/demo/demo_simulators'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { seriousViolations } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { restJson } from '#tests/browser/helpers/rest'

const LANDING = 'https://landing.example/demo-bar'

/** What the simulated controller holds for the demo bar's site: the devices it lets through. */
async function authorizedOnSimulator(simulator: RunningDemoSimulator) {
  const answer = await createPluginHttp({ verifyTls: false }).request({
    method: 'GET',
    url: `${simulator.url}/__sim/state?site=demo-bar`,
  })
  return Object.keys(
    answer.json<{ guestAuthorizations: Record<string, number> }>().guestAuthorizations
  )
}

/** The venue's landing page is another site: answered here, since tests never leave the machine. */
async function serveLanding(context: BrowserContext) {
  await context.route('https://landing.example/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Demo Bar</title><h1>Welcome to the Demo Bar site</h1>',
    })
  )
}

test.group('Guest portal / a guest signs in on the public page', (group) => {
  // The whole browser: the JavaScript-less form post is redirected to a routed outside host, which the headless shell
  // tries to resolve instead.
  const visit = useDemoBrowser(group, { chromium: 'full' })
  let simulator: RunningDemoSimulator

  // What `npm start` does: the demo UniFi simulator runs, the seeded controller points at it, a sync ran.
  group.setup(async () => {
    simulator = await startDemoUnifi()
    return () => simulator.stop()
  })
  group.each.setup(async () => {
    const controller = await db.transaction((trx) =>
      pointDemoController(trx, simulator.url, 'unifi')
    )
    await syncController(controller!.id)
  })

  test('"Try as a guest" walks the real flow: the form, the landing URL, the device authorized on the controller and at the next sync', async ({
    assert,
  }) => {
    const demoBar = await Location.query().where('name', 'Demo Bar').firstOrFail()
    const portal = await findOrCreatePortal(demoBar)
    portal.published = { ...withPortalDefaults(portal.published), landingUrl: LANDING }
    await portal.save()

    const tryUrl = await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      return (
        await restJson<{ url: string; simulated: boolean }>(
          page,
          `/locations/${demoBar.id}/portal/try`
        )
      ).url
    })
    const mac = new URL(tryUrl).searchParams.get('id')!
    assert.notInclude(await authorizedOnSimulator(simulator), mac)

    await visit(async ({ page, context }) => {
      await serveLanding(context)
      await page.goto(tryUrl)
      await page.getByText('Welcome to Demo Bar! Sign in for free WiFi.').waitFor()
      assert.deepEqual(
        await seriousViolations(page),
        [],
        'no serious accessibility problem (contrast included)'
      )
      await page
        .getByRole('textbox', { name: 'E-mail address' })
        .fill('guest.in.chromium@example.com')
      await page.getByRole('textbox', { name: 'First name' }).fill('Chris')
      await page.getByRole('checkbox', { name: 'I accept the terms of use' }).check()
      await page.getByRole('button', { name: 'Connect' }).click()
      await page.waitForURL(LANDING)
      await page.getByRole('heading', { name: 'Welcome to the Demo Bar site' }).waitFor()
    })
    assert.include(
      await authorizedOnSimulator(simulator),
      mac,
      'the simulated controller let the device through'
    )
    const controller = await db.transaction((trx) =>
      pointDemoController(trx, simulator.url, 'unifi')
    )
    await syncController(controller!.id)
    const synced = await db.from('network_clients').where({ location_id: demoBar.id, mac }).first()
    assert.isTrue(synced?.authorized, 'the next sync shows the device authorized')
    assert.lengthOf(
      await db
        .from('portal_clients')
        .where({ portal_id: portal.id, email: 'guest.in.chromium@example.com' }),
      1
    )
  })

  test('with JavaScript off: an error is shown by the server, then the plain form post signs in and lands', async ({
    assert,
  }) => {
    const demoBar = await Location.query().where('name', 'Demo Bar').firstOrFail()
    const portal = await findOrCreatePortal(demoBar)
    portal.published = { ...withPortalDefaults(portal.published), landingUrl: LANDING }
    await portal.save()
    const tryUrl = await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      return (await restJson<{ url: string }>(page, `/locations/${demoBar.id}/portal/try`)).url
    })
    const mac = new URL(tryUrl).searchParams.get('id')!
    let remembered: Awaited<ReturnType<BrowserContext['storageState']>> | undefined

    await visit(async ({ context }) => {
      const plain = await context
        .browser()!
        .newContext({ javaScriptEnabled: false, locale: 'nl-BE' })
      try {
        await serveLanding(plain)
        const page = await plain.newPage()
        await page.goto(tryUrl)
        await page.getByText('Welkom in Demo Bar!').waitFor()
        await page.getByRole('textbox', { name: 'E-mailadres' }).fill('gast@gmial')
        await page.getByRole('textbox', { name: 'Voornaam' }).fill('Geen JS')
        await page.getByRole('button', { name: 'Verbinden' }).click()
        await page.getByText('Vul een geldig e-mailadres in.').waitFor()
        assert.equal(
          await page.getByRole('textbox', { name: 'Voornaam' }).inputValue(),
          'Geen JS',
          'what the guest typed is kept'
        )
        await page.getByRole('textbox', { name: 'E-mailadres' }).fill('gast.zonder.js@example.com')
        await page.getByRole('checkbox', { name: 'Ik aanvaard de gebruiksvoorwaarden' }).check()
        await page.getByRole('button', { name: 'Verbinden' }).click()
        await page.waitForURL(LANDING)
        remembered = await plain.storageState()
      } finally {
        await plain.close()
      }
    })
    assert.include(await authorizedOnSimulator(simulator), mac)
    const row = await db
      .from('portal_clients')
      .where({ portal_id: portal.id, email: 'gast.zonder.js@example.com' })
      .firstOrFail()
    assert.equal(row.language, 'nl')

    // Issue 30 item 4: the same phone comes back presenting another random MAC; the portal's cookie welcomes it back.
    const newMac = '02:30:04:00:00:01'
    const next = new URL(tryUrl)
    next.searchParams.set('id', newMac)
    const nextUrl = next.toString()
    await visit(async ({ context }) => {
      const plain = await context
        .browser()!
        .newContext({ javaScriptEnabled: false, locale: 'nl-BE', storageState: remembered })
      try {
        await serveLanding(plain)
        const page = await plain.newPage()
        await page.goto(nextUrl)
        await page.getByText('Welkom terug!').waitFor()
        await page.getByRole('button', { name: 'Opnieuw verbinden' }).click()
        await page.waitForURL(LANDING)
      } finally {
        await plain.close()
      }
    })
    assert.include(await authorizedOnSimulator(simulator), newMac)
    const again = await db.from('portal_clients').where('id', row.id).firstOrFail()
    assert.equal(again.mac, newMac, 'the same guest, on the new MAC')
    assert.equal(again.sign_in_count, row.sign_in_count + 1)
  })
})
