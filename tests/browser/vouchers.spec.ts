import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { withPortalDefaults } from '#core/portal/portal_settings'
import { syncController } from '#core/network/services/sync_controller'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { pointDemoController } from '#database/demo/demo_network'
import { startDemoUnifi, type RunningDemoSimulator } from '#database/demo/demo_simulators'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { signedInAt } from '#tests/browser/helpers/journeys'
import { restJson } from '#tests/browser/helpers/rest'

/**
 * Issue 32 item 8: vouchers reach guests only through the portal's published switch. The vouchers card says so and
 * switches it on (and publishes); then a guest uses a code, a wrong one first.
 */
test.group('Vouchers / from the portal tab to a guest who types a code', (group) => {
  const visit = useDemoBrowser(group)
  let simulator: RunningDemoSimulator

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

  test('the card says guests do not see vouchers, switches them on and publishes; a guest then signs in with a code', async ({
    assert,
  }) => {
    const demoBar = await Location.query().where('name', 'Demo Bar').firstOrFail()
    const portal = await findOrCreatePortal(demoBar)
    // A venue as it starts: vouchers off, nothing else waiting in the draft.
    const settings = {
      ...withPortalDefaults(portal.published),
      vouchersEnabled: false,
      landingUrl: '',
    }
    portal.merge({ published: settings, draft: settings })
    await portal.save()

    const tryUrl = await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, `/locations/portal?location=${demoBar.id}`)
      const card = page.getByRole('region', { name: 'Vouchers' })
      const notice = card.getByRole('status').filter({ hasText: 'Guests do not see vouchers yet' })
      await notice.waitFor()
      assert.equal(
        await notice.getByRole('link', { name: 'Open the portal designer' }).getAttribute('href'),
        `/portal/design?location=${demoBar.id}`
      )
      await notice.getByRole('button', { name: 'Switch vouchers on and publish' }).click()
      await notice.waitFor({ state: 'detached' })

      await card.getByRole('button', { name: 'New vouchers' }).click()
      const dialog = page.getByRole('dialog', { name: 'New vouchers' })
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Journey cards')
      await dialog.getByRole('textbox', { name: 'Number of codes' }).fill('1')
      await dialog.getByRole('button', { name: 'Make the codes' }).click()
      await page.getByText('1 code made.').waitFor()
      return (await restJson<{ url: string }>(page, `/locations/${demoBar.id}/portal/try`)).url
    })
    await portal.refresh()
    assert.isTrue(withPortalDefaults(portal.published).vouchersEnabled, 'published for guests')
    const { code } = await db
      .from('portal_vouchers as v')
      .join('portal_voucher_batches as b', 'b.id', 'v.batch_id')
      .where('b.name', 'Journey cards')
      .select('v.code')
      .firstOrFail()

    await visit(async ({ page }) => {
      await page.goto(tryUrl)
      await page.getByText('Have a voucher?').click()
      const voucher = page.getByRole('textbox', { name: 'Voucher code' })
      await voucher.fill('ZZZZ9999')
      await page.getByRole('button', { name: 'Use code' }).click()
      const refusal = page.getByText('This code is not valid, has expired or has been used up.')
      await refusal.first().waitFor()
      assert.equal(await refusal.count(), 1, 'said once, beside the field (issue 32 item 15)')
      await voucher.fill(code)
      await page.getByRole('button', { name: 'Use code' }).click()
      await page.waitForURL((url) => url.pathname === '/success')
      await page.getByRole('heading', { name: 'You are connected' }).waitFor()
      await page.getByRole('heading', { level: 1, name: 'Demo Bar' }).waitFor()
    })
    const used = await db.from('portal_vouchers').where('code', code).firstOrFail()
    assert.equal(Number(used.uses), 1)
  })
})
