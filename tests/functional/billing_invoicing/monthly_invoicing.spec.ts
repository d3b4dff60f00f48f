import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { executeInvoicingRun } from '#core/billing/monthly_invoicing/invoicing_run'
import { rewardReferral } from '#core/billing/referrals/reward_referral'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { billingJobsSettled } from '#tests/functional/billing/billing_world'
import { buildInvoicingWorld, PERIOD, runFinished, stripeInvoicesOf } from './invoicing_world.js'

async function newRun(period = PERIOD) {
  const [run] = await db
    .table('invoicing_runs')
    .insert({ period, status: 'pending', created_at: new Date() })
    .returning('id')
  await executeInvoicingRun(Number(run.id))
  return db.from('invoicing_runs').where('id', run.id).first()
}

test.group('Billing / monthly invoicing run', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const simulator = useStripeSimulator(group, { webhooks: false })
  group.each.setup(() => () => simulator().faults.reset())
  settleStripeDeliveries(group, simulator, billingJobsSettled)

  test('an admin starts the run: one finalized invoice per billed customer, one item per venue line, amounts in cents; the screen lists it', async ({
    client,
    assert,
  }) => {
    const { admin, a, b, demo, venues } = await buildInvoicingWorld()
    const started = await client
      .post('/rest/billing/invoicing_runs')
      .json({ period: PERIOD })
      .withCsrfToken()
      .loginAs(admin)
    started.assertStatus(202)
    assert.deepInclude(started.body(), { period: PERIOD, status: 'pending' })
    const run = await runFinished(started.body().id)
    assert.deepInclude(run, {
      status: 'completed',
      customers_total: 2,
      customers_done: 2,
      customers_failed: 0,
      venues_billed: 3,
      items_created: 4,
      invoices_finalized: 2,
    })
    // Belgian customers: 21 % VAT on each line, rounded per line (2 583 + 525 + 263 and 609).
    assert.equal(Number(run.amount_cents), 12_300 + 2_500 + 1_250 + 2_900 + 2_583 + 525 + 263 + 609)

    const alpha = await stripeInvoicesOf(a)
    assert.lengthOf(alpha.invoices, 1)
    const [invoice] = alpha.invoices
    assert.deepInclude(invoice, {
      status: 'open',
      subtotal: 16_050,
      total: 19_421,
      amount_due: 19_421,
      currency: 'eur',
      collection_method: 'send_invoice',
    })
    assert.deepEqual(invoice.metadata, {
      airdeck_customer_id: String(a.id),
      airdeck_period: PERIOD,
    })
    const lines = alpha.items
      .map((item) => [
        Number(item.metadata!.airdeck_location_id),
        item.metadata!.airdeck_line,
        item.amount,
      ])
      .sort()
    assert.deepEqual(
      lines,
      [
        [venues.a1.id, 'caas', 12_300],
        [venues.a1.id, lines[1][1], 2_500],
        [venues.a2.id, lines[2][1], 1_250],
      ].sort()
    )
    assert.match(String(lines[1][1]), /^licence-\d+$/)
    assert.equal(alpha.items[0].period.start, Date.UTC(2026, 10, 1) / 1000)
    assert.equal(alpha.items[0].period.end, Date.UTC(2026, 11, 1) / 1000)
    assert.deepEqual(
      (await stripeInvoicesOf(b)).invoices.map((entry) => entry.total),
      [3_509]
    )
    assert.lengthOf((await stripeInvoicesOf(demo)).invoices, 0)

    const listed = await client.get('/rest/billing/invoicing_runs').loginAs(admin)
    listed.assertStatus(200)
    assert.deepInclude(listed.body().data[0], {
      id: started.body().id,
      status: 'completed',
      amount_cents: 22_930,
      currency: 'eur',
    })
    const busy = await db.table('invoicing_runs').insert({
      period: PERIOD,
      status: 'running',
      heartbeat_at: new Date(),
      created_at: new Date(),
    })
    assert.exists(busy)
    const conflict = await client
      .post('/rest/billing/invoicing_runs')
      .json({ period: PERIOD })
      .withCsrfToken()
      .loginAs(admin)
    conflict.assertStatus(409)
    conflict.assertBodyContains({ code: 'E_INVOICING_RUN_ACTIVE' })
    const tooLate = await client
      .post('/rest/billing/invoicing_runs')
      .json({ period: '2031-01' })
      .withCsrfToken()
      .loginAs(admin)
    tooLate.assertStatus(422)
    tooLate.assertBodyContains({ code: 'E_INVOICING_PERIOD_INVALID' })
  })

  test('rerunning the period creates no item or invoice twice; a new venue line joins only a period not yet finalized', async ({
    assert,
  }) => {
    const { a, b } = await buildInvoicingWorld()
    await newRun()
    const before = simulator().requests.filter((request: any) => request.method === 'POST').length
    const rerun = await newRun()
    assert.deepInclude(rerun, {
      status: 'completed',
      items_created: 0,
      invoices_finalized: 0,
      customers_done: 2,
    })
    assert.equal(
      simulator().requests.filter((request: any) => request.method === 'POST').length,
      before,
      'nothing is sent to Stripe again'
    )
    assert.lengthOf((await stripeInvoicesOf(a)).items, 3)
    assert.lengthOf((await stripeInvoicesOf(a)).invoices, 1)
    assert.lengthOf((await stripeInvoicesOf(b)).invoices, 1)
    const next = await newRun('2026-12')
    assert.deepInclude(next, { items_created: 4, invoices_finalized: 2 })
    assert.lengthOf((await stripeInvoicesOf(a)).invoices, 2)
  })

  test('Stripe failing (5xx, 429) is retried with the same keys: no double charge; a customer still failing is finished by the next run', async ({
    assert,
  }) => {
    const { a, b } = await buildInvoicingWorld()
    simulator().faults.failNext(4, 503)
    const flaky = await newRun()
    assert.deepInclude(flaky, { status: 'completed', items_created: 4, invoices_finalized: 2 })
    simulator().faults.rateLimitNext(2, 1)
    assert.equal((await newRun('2026-12')).status, 'completed')

    simulator().faults.failNext(200, 500)
    const down = await newRun('2026-10')
    assert.deepInclude(down, {
      status: 'completed_with_failures',
      customers_failed: 2,
      invoices_finalized: 0,
    })
    simulator().faults.reset()
    const resumed = await newRun('2026-10')
    assert.deepInclude(resumed, { status: 'completed', customers_failed: 0, invoices_finalized: 2 })
    for (const customer of [a, b]) {
      const { invoices, items } = await stripeInvoicesOf(customer)
      assert.lengthOf(invoices, 3, 'one invoice per period')
      assert.lengthOf(items, customer.id === a.id ? 9 : 3, 'one item per venue line per period')
      for (const invoice of invoices) assert.equal(invoice.status, 'open')
    }
  })

  test('after a crash between Stripe creating an item and our record of it, the next run adopts the item instead of billing it again', async ({
    assert,
  }) => {
    const { b, venues } = await buildInvoicingWorld()
    const stripeId = (await b.refresh()).paymentProviderId!
    const stripe = billingStripe()
    const draft = await stripe.invoices.create({
      customer: stripeId,
      metadata: { airdeck_customer_id: String(b.id), airdeck_period: PERIOD },
    })
    await stripe.invoiceItems.create({
      customer: stripeId,
      invoice: draft.id,
      amount: 2_900,
      currency: 'eur',
      metadata: {
        airdeck_location_id: String(venues.b1.id),
        airdeck_line: 'caas',
        airdeck_period: PERIOD,
      },
    })
    await db.table('monthly_invoices').insert({
      customer_id: b.id,
      period: PERIOD,
      stripe_invoice_id: draft.id,
      status: 'draft',
      created_at: new Date(),
    })
    await newRun()
    const { invoices, items } = await stripeInvoicesOf(b)
    assert.deepEqual(
      invoices.map((invoice) => [invoice.id, invoice.status, invoice.total]),
      [[draft.id, 'open', 2_900]]
    )
    assert.lengthOf(items, 1)
    assert.equal((await db.from('monthly_invoice_lines').count('* as n'))[0].n, '4')
  })

  test("a referral credit is taken off the customer's monthly invoice; what is left carries over", async ({
    assert,
  }) => {
    const { a } = await buildInvoicingWorld()
    const [row] = await db
      .table('referrals')
      .insert({
        referrer_customer_id: a.id,
        email: 'z@referred.test',
        name: 'Z',
        company: 'Z BV',
        sector: 'retail',
        state: 'converted',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
    assert.equal(await rewardReferral(Number(row.id ?? row)), 'rewarded')
    await newRun()
    const [invoice] = (await stripeInvoicesOf(a)).invoices
    assert.deepInclude(invoice, {
      total: 19_421,
      starting_balance: -20_000,
      amount_due: 0,
      ending_balance: -579,
      status: 'paid',
    })
  })
})
