import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import { evaluateAccountLocks } from '#core/billing/invoices/account_lock'
import { LOCK_GRACE_DAYS } from '#core/billing/invoices/invoice_rules'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { pollUntil } from '#tests/helpers/poll'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import {
  dueDaysAgo,
  lockedAt,
  mirrored,
  openStripeInvoice,
} from '#tests/functional/billing_invoices/invoice_world'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'

/** Issue 17 "done when": an unpaid invoice past due locks the customer out with the warning, and paying unlocks it. */
test.group('Web app / billing: account lock of overdue invoices', (group) => {
  const visit = useDemoBrowser(group)
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)

  test("the customer's user is held on the legal warning, pays the overdue invoice on Stripe's page and is let in at once", async ({
    assert,
  }) => {
    const carla = await User.findByOrFail('email', DEMO_ACCOUNTS.customer)
    const groupGrant = await db
      .from('access_grants')
      .where({ user_id: carla.id, subject_type: 'group' })
      .firstOrFail()
    const customer = await Customer.query()
      .where('group_id', groupGrant.subject_id)
      .orderBy('id')
      .firstOrFail()
    const invoice = await openStripeInvoice(customer, 7900)
    const mirror = await mirrored(invoice.id!, (row) => row.stripe_status === 'open')
    await dueDaysAgo(mirror.id, LOCK_GRACE_DAYS + 2)
    await evaluateAccountLocks()
    assert.isNotNull(await lockedAt(customer.id))

    const venue = await Location.query()
      .where('customer_id', customer.id)
      .orderBy('id')
      .firstOrFail()
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.customer)
      // Issue 32: the group's other customer pays, so only the locked customer's venues are closed.
      await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 10_000 })
      assert.notEqual(new URL(page.url()).pathname, '/account-locked')
      await page.goto(appUrl(`/locations/info?location=${venue.id}`))
      await waitForPath(page, '/account-locked')
      await page.getByRole('heading', { name: 'Your account is locked' }).waitFor()
      await page.getByText('we will take legal steps').waitFor()

      await page.getByRole('link', { name: 'Go to my invoices' }).click()
      await waitForPath(page, '/customer/invoices')
      const row = page.getByRole('row').filter({ hasText: invoice.number! })
      await row.getByText('Overdue').waitFor()
      await row.getByText('79,00').first().waitFor()
      const payUrl = await row.getByRole('link', { name: 'Pay online' }).getAttribute('href')
      await page.goto(payUrl!)
      await page.getByRole('button', { name: 'Pay' }).click()
      await page.getByText(/— paid/).waitFor()

      await pollUntil(async () => (await lockedAt(customer.id)) === null, {
        what: 'the unlock by the invoice.paid webhook',
      })
      await page.goto(appUrl(`/locations/info?location=${venue.id}`))
      await page.getByRole('heading', { name: venue.name }).first().waitFor()
      assert.equal(new URL(page.url()).pathname, '/locations/info')
    })
  })
})
