import { test } from '@japa/runner'
import Location from '#core/locations/models/location'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { useDemoSimulators } from '#tests/browser/helpers/demo_simulators'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { signedInAt, waitForPath } from '#tests/browser/helpers/journeys'

/** Issue 32 item 2: the demo's billing signals agree with each other, and a fix shows at once. */
test.group('Web app / billing signals that agree', (group) => {
  const visit = useDemoBrowser(group)
  const syncDemoControllers = useDemoSimulators(group)
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)

  test('one deliberate plan warning says which plan to take; the service check is offered before any verdict; a new subscription clears its mismatch at once', async ({
    assert,
  }) => {
    await syncDemoControllers()
    const mainBar = await Location.findByOrFail('name', 'De Markt – main bar')

    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/admin/locations')
      const table = page.getByRole('table')
      await table.getByRole('row', { name: /Zomerbar – food truck/ }).waitFor()
      const badges = table.getByText('Too many devices for its plan')
      assert.equal(await badges.count(), 1, 'one deliberate example in the demo')
      const row = table.getByRole('row').filter({ hasText: 'Too many devices for its plan' })
      assert.include(await row.innerText(), 'Zomerbar – Kapermolen park')
      await badges.hover()
      await page
        .getByRole('tooltip')
        .getByText(
          'This location has 4 devices; its plan allows 3. Upgrade it to the Business plan (up to 10 devices).'
        )
        .waitFor()

      await page.goto(appUrl('/admin/subscriptions'))
      await page.getByRole('heading', { name: 'Subscriptions', level: 1 }).waitFor()
      await page.getByText('Not checked yet.').waitFor()
      assert.isFalse(
        await page.getByText('Every location matches its billing.').isVisible(),
        'no verdict before a check'
      )
      await page.getByRole('button', { name: 'Check now' }).click()
      const mismatches = page.getByRole('table', { name: 'Service mismatches' })
      const mainBarMismatch = mismatches.getByRole('row').filter({ hasText: mainBar.name })
      await mainBarMismatch.getByText('Installed but not billed').waitFor()
      assert.isFalse(await page.getByText('Not checked yet.').isVisible())
      assert.deepEqual(await seriousViolations(page), [], '/admin/subscriptions')

      await mainBarMismatch.getByRole('link', { name: 'Fix' }).click()
      await waitForPath(page, `/locations/billing?location=${mainBar.id}`)
      await page.getByRole('button', { name: 'Create subscription' }).click()
      await page.getByText('Subscription created.').waitFor()

      await page.goto(appUrl('/admin/subscriptions'))
      await mismatches.waitFor()
      await page.getByText(/Last checked/).waitFor()
      assert.equal(
        await mismatches.getByRole('row').filter({ hasText: mainBar.name }).count(),
        0,
        'no longer flagged, without waiting for the daily check'
      )
    })
  })
})
