import { test } from '@japa/runner'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { ensureStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { signedInAt, waitForPath } from '#tests/browser/helpers/journeys'

/** Issue 17 "a location gets a subscription": the admin links or creates one on the venue's billing tab. */
test.group('Web app / billing: a subscription for a venue', (group) => {
  const visit = useDemoBrowser(group)
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)

  test("the admin tries another customer's subscription, is told it is not this customer's, then creates one from the plan and sees it active", async ({
    assert,
  }) => {
    const venue = await Location.query()
      .whereNot('status', 'archived')
      .whereNull('subscription_id')
      .orderBy('id')
      .firstOrFail()
    await venue.merge({ status: 'live', plan: 2, connectionType: 'fiber' }).save()
    const stranger = await Customer.query()
      .whereNot('id', venue.customerId)
      .orderBy('id')
      .firstOrFail()
    const strangerStripe = await ensureStripeCustomer(stranger)
    const product = await billingStripe().products.create({ name: 'Someone else' })
    const price = await billingStripe().prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 1_000,
      recurring: { interval: 'month' },
    })
    const foreign = await billingStripe().subscriptions.create({
      customer: strangerStripe,
      items: [{ price: price.id }],
      collection_method: 'send_invoice',
      days_until_due: 14,
    })

    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, `/locations/info?location=${venue.id}`)
      await page
        .getByRole('navigation', { name: 'Location tabs' })
        .getByRole('link', { name: 'Billing' })
        .click()
      await waitForPath(page, `/locations/billing?location=${venue.id}`)
      await page.getByRole('heading', { name: 'Billing' }).waitFor()
      await page.getByText('Location has no active subscription (check with accounting).').waitFor()

      const idField = page.getByRole('textbox', { name: 'Link a subscription' })
      await idField.fill(foreign.id)
      await page.getByRole('button', { name: 'Link', exact: true }).click()
      await page.getByText("This subscription is not linked to the location's customer.").waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/locations/billing')

      await page.getByRole('button', { name: 'Create subscription' }).click()
      await page.getByText('Subscription created.').waitFor()
      await page.getByText('€ 108,00 per month').waitFor()
      await page
        .getByRole('table', { name: 'Subscription items' })
        .getByText('Airdeck connectivity · Business')
        .waitFor()
      assert.isFalse(
        await page
          .getByText('Location has no active subscription (check with accounting).')
          .isVisible()
      )

      await page.goto(appUrl('/admin/subscriptions'))
      await page.getByRole('heading', { name: 'Subscriptions', level: 1 }).waitFor()
      await page.getByRole('textbox', { name: 'Search' }).fill(venue.name)
      const row = page.getByRole('row').filter({ hasText: venue.name })
      await row.getByText('Active').waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/admin/subscriptions')
    })
    const stored = await Location.findOrFail(venue.id)
    assert.equal(stored.subscriptionStatus, 'active')
    assert.match(stored.subscriptionId!, /^sub_/)
  })
})
