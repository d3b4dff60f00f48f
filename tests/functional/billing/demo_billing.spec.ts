import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import Customer from '#core/customers/models/customer'
import { PAYMENT_METHODS } from '#core/customers/legal_entities'
import { seedDemoData, DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { DEMO_BILLING_DAYS, seedDemoBilling } from '#database/demo/demo_billing_history'
import { billingJobsSettled } from '#tests/functional/billing/billing_world'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'

const DAY_MS = 86_400_000

test.group('Billing / the demo: its billing screens show a year of real data', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // No webhook endpoint: the seed applies the simulator's events itself, as the demo does before its server answers.
  const simulator = useStripeSimulator(group, { webhooks: false })
  settleStripeDeliveries(group, simulator, billingJobsSettled)

  test('payment methods on file, subscriptions on the live venues, a year of paid invoices, one overdue, totals and the service check', async ({
    client,
    assert,
  }) => {
    await db.transaction((trx) => seedDemoData(trx))
    await seedDemoBilling(simulator())
    const admin = await User.findByOrFail('email', DEMO_ACCOUNTS.admin)

    // Seeded as paying by card or SEPA: the method arrived through Checkout and shows on the customer's page.
    const payers = await Customer.query()
      .whereIn('payment_method', [PAYMENT_METHODS.card, PAYMENT_METHODS.sepa])
      .orderBy('id')
    assert.sameMembers(
      payers.map((payer) => payer.paymentMethod),
      [PAYMENT_METHODS.card, PAYMENT_METHODS.card, PAYMENT_METHODS.sepa],
      'Café De Markt and Zomerbar Events by card, Hotel Zonneveld by SEPA'
    )
    for (const payer of payers) {
      const stripe = await client.get(`/rest/customers/${payer.id}/stripe`).loginAs(admin)
      stripe.assertStatus(200)
      const expected =
        payer.paymentMethod === PAYMENT_METHODS.sepa ? /^SEPA •••• \d{4}$/ : /^Visa •••• \d{4}$/
      assert.match(stripe.body().payment_method_label ?? '', expected, payer.name)
      assert.isTrue(stripe.body().stripe_linked, payer.name)
    }

    const subscriptions = await client.get('/rest/subscriptions?perPage=100').loginAs(admin)
    subscriptions.assertStatus(200)
    const rows = subscriptions.body().data as any[]
    const billed = rows.filter((row) => row.subscription_status === 'active')
    assert.isAtLeast(billed.length, 5, 'every live venue of a paying customer is billed')
    for (const row of billed) {
      assert.isAbove(row.subscription_amount, 0)
      assert.isAbove(Date.parse(row.subscription_period_end), Date.now(), 'renewed up to now')
    }

    const invoices = await client.get('/rest/invoices?perPage=100').loginAs(admin)
    invoices.assertStatus(200)
    const list = invoices.body().data as any[]
    const paid = list.filter((invoice) => invoice.status === 'paid')
    assert.isAtLeast(paid.length, billed.length * 12, 'a year of monthly invoices per venue')
    const oldest = Math.min(...list.map((invoice) => Date.parse(invoice.created)))
    assert.isAtLeast(Date.now() - oldest, (DEMO_BILLING_DAYS - 2) * DAY_MS)

    const overdue = await client.get('/rest/invoices?status=overdue').loginAs(admin)
    const overdueRows = overdue.body().data as any[]
    assert.lengthOf(overdueRows, 1)
    assert.match(overdueRows[0].lines[0].description, /^Installation/)

    const accounting = await client.get('/rest/invoices/accounting').loginAs(admin)
    accounting.assertStatus(200)
    const { totals, overdue_customers: overdueCustomers } = accounting.body()
    assert.isAbove(totals.paid, 0)
    assert.isAbove(totals.unpaid, 0)
    assert.equal(totals.overdue, overdueRows[0].amount_due)
    assert.lengthOf(overdueCustomers, 1)
    assert.isFalse(overdueCustomers[0].locked, 'overdue within the grace days: not locked')

    const mismatches = await client.get('/rest/subscriptions/mismatches').loginAs(admin)
    mismatches.assertStatus(200)
    assert.isNotNull(mismatches.body().checked_at)
    const kinds = mismatches.body().data as any[]
    assert.deepEqual(
      kinds.map((finding) => finding.kind),
      ['installed_not_billed'],
      'the standby terrace'
    )
  })
})
