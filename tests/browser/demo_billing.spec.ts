import { test } from '@japa/runner'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { seedDemoBilling } from '#database/demo/demo_billing_history'
import { billingJobsSettled } from '#tests/functional/billing/billing_world'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'

const MONEY = /€\s?[\d.]+,\d{2}/
const NOT_ZERO = /€\s?(?!0,00)[\d.]+,\d{2}/

/** Issue 30 item 6 "the demo's billing screens show invoices and subscriptions", as the demo admin sees them. */
test.group('Web app / billing: the demo with its year of billing', (group) => {
  const visit = useDemoBrowser(group)
  // No webhook endpoint: the seed applies the simulator's events itself, as the demo does before its server answers.
  const simulator = useStripeSimulator(group, { webhooks: false })
  settleStripeDeliveries(group, simulator, billingJobsSettled)

  test("the admin finds the one overdue invoice, a customer's live subscriptions and the accounting totals", async ({
    assert,
  }) => {
    await seedDemoBilling(simulator())
    const hotel = await Customer.findByOrFail('name', 'Hotel Zonneveld')
    const cafe = await Customer.findByOrFail('name', 'Café De Markt')
    const zomerbar = await Customer.findByOrFail('name', 'Zomerbar Events')
    const subscribed = await Location.query()
      .where('customer_id', zomerbar.id)
      .where('subscription_status', 'active')
      .orderBy('name')
    assert.isAtLeast(subscribed.length, 2, "Zomerbar's live venues are billed")

    await visit(async ({ page }) => {
      // The status badge: "Unpaid" and the "Mark paid" button contain the word too.
      const paid = page.getByText('Paid', { exact: true })
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')

      // Accounting: the totals are the year's, the one overdue customer is the hotel (its installation invoice).
      await page.goto(appUrl('/admin/accounting'))
      await page.getByRole('heading', { name: 'Accounting', level: 1 }).waitFor()
      const total = (key: string) => page.locator(`[data-total="${key}"]`)
      await total('paid').getByText(NOT_ZERO).waitFor()
      const overdueTotal = await total('overdue').getByText(NOT_ZERO).textContent()
      const overdueCustomers = page.getByRole('table', { name: 'Overdue per customer' })
      const overdueRows = overdueCustomers.getByRole('row').filter({ hasText: MONEY })
      assert.equal(await overdueRows.count(), 1)
      await overdueRows.getByRole('link', { name: hotel.name }).waitFor()
      await overdueRows.getByText(overdueTotal!).waitFor()
      assert.isFalse(await overdueRows.getByText('Locked').isVisible(), 'within the grace days')

      const invoices = page.getByRole('table', { name: 'Invoices' })
      await invoices.getByRole('row').filter({ has: paid }).first().waitFor()
      assert.isAtLeast(
        await invoices.getByRole('row').filter({ has: paid }).count(),
        20,
        'a page full of the year of paid invoices'
      )
      const status = page.getByRole('combobox', { name: 'Status' })
      await status.click()
      await page.getByRole('option', { name: 'Overdue' }).click()
      await invoices.getByRole('row').filter({ has: paid }).first().waitFor({ state: 'detached' })
      const overdue = invoices.getByRole('row').filter({ hasText: MONEY })
      assert.equal(await overdue.count(), 1, 'one overdue invoice')
      await overdue.getByText(hotel.name).waitFor()
      await overdue.getByText('Overdue').waitFor()
      await overdue.getByRole('button', { name: /^Lines of invoice/ }).click()
      await invoices.getByText(/^Installation – Zonneveld/).waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/admin/accounting')

      // The hotel's page: its SEPA mandate on file and the overdue invoice among its own.
      await page.goto(appUrl(`/admin/customers/${hotel.id}`))
      await page
        .getByRole('region', { name: 'Payment method' })
        .getByText(/^SEPA •••• \d{4}$/)
        .waitFor()
      await page
        .getByRole('region', { name: 'Invoices' })
        .getByRole('row')
        .filter({ hasText: 'Overdue' })
        .waitFor()

      // The café pays by card, monthly, for a year.
      await page.goto(appUrl(`/admin/customers/${cafe.id}`))
      await page
        .getByRole('region', { name: 'Payment method' })
        .getByText(/^Visa •••• \d{4}$/)
        .waitFor()
      const cafeInvoices = page.getByRole('region', { name: 'Invoices' })
      await cafeInvoices.getByRole('row').filter({ has: paid }).first().waitFor()
      assert.isAtLeast(await cafeInvoices.getByRole('row').filter({ has: paid }).count(), 12)

      // Zomerbar's subscriptions: every billed venue active with its monthly amount, then one as Stripe holds it.
      await page.goto(appUrl('/admin/subscriptions'))
      await page.getByRole('heading', { name: 'Subscriptions', level: 1 }).waitFor()
      await page.getByRole('textbox', { name: 'Search' }).fill(zomerbar.name)
      const list = page.getByRole('table', { name: 'Subscriptions' })
      // The café's billed bar leaves the list once the search applies.
      await list
        .getByRole('row')
        .filter({ hasText: 'De Markt' })
        .first()
        .waitFor({ state: 'detached' })
      for (const venue of subscribed) {
        const row = list.getByRole('row').filter({ hasText: venue.name })
        await row.getByText('Active').waitFor()
        await row.getByText(NOT_ZERO).waitFor()
      }
      assert.deepEqual(await seriousViolations(page), [], '/admin/subscriptions')
      await list.getByRole('link', { name: subscribed[0].name }).click()
      await waitForPath(page, `/locations/billing?location=${subscribed[0].id}`)
      await page
        .getByText(/per month/)
        .first()
        .waitFor()
      const items = page.getByRole('table', { name: 'Subscription items' })
      await items.getByRole('row').filter({ hasText: MONEY }).first().waitFor()
      assert.isFalse(
        await page
          .getByText('Location has no active subscription (check with accounting).')
          .isVisible()
      )
    })
  })
})
