import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { rowsWrittenInSql } from '#tests/browser/helpers/demo_snapshot'

/**
 * Issue 32 item 3: Café De Markt lost its payment method (its old card still on record), Hotel Zonneveld pays. The
 * group's user keeps the hotel, and is told on the café's venue and page what to do; a venue-only reader is told whom
 * to ask. One message and one action each; the payment status agrees with the card shown.
 */
test.group('Web app / a customer without a payment method closes only its own venues', (group) => {
  const visit = useDemoBrowser(group)
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)

  test('the group user opens the hotel, is sent from the café to add the method; the café reader is told whom to ask', async ({
    assert,
  }) => {
    await db.from('customers').where('name', 'Café De Markt').update({
      payment_method: null,
      payment_method_label: 'Visa •••• 4242',
      stripe_payment_method_id: 'pm_old',
    })
    await rowsWrittenInSql()
    const cafe = await db.from('customers').where('name', 'Café De Markt').firstOrFail()
    const mainBar = await Location.findByOrFail('name', 'De Markt – main bar')
    const lobby = await Location.findByOrFail('name', 'Zonneveld – lobby')
    try {
      await visit(async ({ page }) => {
        await signIn(page, DEMO_ACCOUNTS.customer)
        await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 10_000 })
        assert.notEqual(
          new URL(page.url()).pathname,
          '/customer/info',
          'the hotel pays: not confined to the company page'
        )

        await page.goto(appUrl(`/locations/info?location=${lobby.id}`))
        await page.getByRole('heading', { name: lobby.name }).first().waitFor()
        assert.equal(new URL(page.url()).pathname, '/locations/info')

        await page.goto(appUrl(`/locations/info?location=${mainBar.id}`))
        await waitForPath(page, `/not-payed?location=${mainBar.id}`)
        await page.getByRole('heading', { name: 'This location is closed for now' }).waitFor()
        await page
          .getByText(
            'De Markt – main bar is closed to its users until Café De Markt has a payment method.'
          )
          .waitFor()
        await page.getByText('You can set it up for Café De Markt').waitFor()
        assert.equal(
          await page.getByText(/Ask|provider/).count(),
          0,
          'no "contact someone" for who can act'
        )
        assert.deepEqual(await seriousViolations(page), [], '/not-payed')

        await page.getByRole('link', { name: 'Add payment method' }).click()
        await waitForPath(page, `/customer/info?customer=${cafe.id}`)
        const alert = page
          .getByRole('alert')
          .filter({ hasText: 'Café De Markt is waiting for a payment method' })
        await alert.getByText('You can set it up: press “Add payment method” below').waitFor()
        assert.notInclude(await alert.innerText(), 'provider')
        const billing = page.getByRole('region', { name: 'Payment method' })
        await billing.getByText('Not set up', { exact: true }).waitFor()
        assert.equal(
          await billing.getByText('Visa •••• 4242').count(),
          0,
          'no card beside "not set up"'
        )
        assert.equal(await page.getByRole('button', { name: 'Add payment method' }).count(), 1)
      })

      await visit(async ({ page }) => {
        await signIn(page, DEMO_ACCOUNTS.viewer)
        await waitForPath(page, `/not-payed`)
        await page
          .getByText(
            'De Markt – main bar is closed to its users until Café De Markt has a payment method.'
          )
          .waitFor()
        await page
          .getByText('Only someone who manages billing for Café De Markt can set it up. Ask:')
          .waitFor()
        await page.getByRole('link', { name: DEMO_ACCOUNTS.customer }).waitFor()
        assert.equal(await page.getByRole('button', { name: 'Add payment method' }).count(), 0)
        assert.equal(await page.getByRole('link', { name: 'Add payment method' }).count(), 0)
      })
    } finally {
      await db
        .from('customers')
        .where('name', 'Café De Markt')
        .update({ payment_method: 1, payment_method_label: null, stripe_payment_method_id: null })
      await rowsWrittenInSql()
    }
  })
})
