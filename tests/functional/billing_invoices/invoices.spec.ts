import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { billingJobsSettled, buildBillingWorld } from '#tests/functional/billing/billing_world'
import { dueDaysAgo, mirrored, ONE_OFF, ONE_OFF_TOTAL } from './invoice_world.js'

test.group(
  'Billing / invoices: one-off invoices, lists, permissions, paid outside Stripe',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const simulator = useStripeSimulator(group)
    settleStripeDeliveries(group, simulator, billingJobsSettled)

    test('an admin creates a one-off invoice: finalized in Stripe, mirrored, visible to the customer and not to others', async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      const created = await client
        .post('/rest/invoices')
        .json({ ...ONE_OFF, customer: customer.id })
        .withCsrfToken()
        .loginAs(users.admin)
      created.assertStatus(201)
      const invoice = created.body()
      assert.deepInclude(invoice, {
        status: 'unpaid',
        stripe_status: 'open',
        total: ONE_OFF_TOTAL,
        amount_due: ONE_OFF_TOTAL,
        currency: 'eur',
        paid_out_of_band: false,
      })
      assert.match(invoice.number, /-0001$/)
      assert.isString(invoice.hosted_invoice_url)
      assert.isString(invoice.invoice_pdf)
      assert.deepEqual(invoice.lines.map((line: any) => line.description).sort(), [
        '2 × Access point',
        'Installation',
      ])
      const remote = await billingStripe().invoices.retrieve(invoice.stripe_invoice_id)
      assert.equal(remote.total, ONE_OFF_TOTAL)
      assert.equal(remote.metadata?.airdeck_customer_id, String(customer.id))

      const forCustomer = await client
        .get(`/rest/customers/${customer.id}/invoices`)
        .loginAs(users.reader)
      forCustomer.assertStatus(200)
      assert.deepEqual(
        forCustomer.body().data.map((row: any) => [row.id, row.stripe_invoice_id]),
        [[invoice.id, null]]
      )
      const own = await client.get('/rest/billing/invoices').loginAs(users.owner)
      assert.deepEqual(
        own.body().data.map((row: any) => row.id),
        [invoice.id]
      )
      assert.lengthOf(
        (await client.get('/rest/billing/invoices').loginAs(users.stranger)).body().data,
        0
      )
      ;(
        await client.get(`/rest/customers/${customer.id}/invoices`).loginAs(users.stranger)
      ).assertStatus(404)
      const all = await client
        .get('/rest/invoices')
        .qs({ customer: customer.id, status: 'unpaid' })
        .loginAs(users.admin)
      assert.deepEqual(
        all.body().data.map((row: any) => row.id),
        [invoice.id]
      )
      assert.equal(all.body().meta.total, 1)
    })

    test('POST /customers/{id}/invoices bills that customer; unknown customer 404; only admins create or list all', async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      const created = await client
        .post(`/rest/customers/${customer.id}/invoices`)
        .json({ ...ONE_OFF, days_until_due: 30 })
        .withCsrfToken()
        .loginAs(users.admin)
      created.assertStatus(201)
      assert.equal(created.body().customer.id, customer.id)
      ;(
        await client
          .post('/rest/customers/999999/invoices')
          .json(ONE_OFF)
          .withCsrfToken()
          .loginAs(users.admin)
      ).assertStatus(404)
      ;(
        await client
          .post(`/rest/customers/${customer.id}/invoices`)
          .json(ONE_OFF)
          .withCsrfToken()
          .loginAs(users.owner)
      ).assertStatus(403)
      ;(
        await client
          .post('/rest/invoices')
          .json({ ...ONE_OFF, customer: customer.id })
          .withCsrfToken()
          .loginAs(users.owner)
      ).assertStatus(403)
      ;(await client.get('/rest/invoices').loginAs(users.owner)).assertStatus(403)
      ;(await client.get('/rest/invoices/accounting').loginAs(users.owner)).assertStatus(403)
      ;(
        await client
          .patch(`/rest/invoices/${created.body().id}`)
          .json({ paid_out_of_band: true })
          .withCsrfToken()
          .loginAs(users.owner)
      ).assertStatus(403)
    })

    test('bad lines are a 422 with field errors and nothing reaches Stripe or the mirror', async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      const stripeInvoices = async () =>
        (await billingStripe().invoices.list({ limit: 100 })).data.length
      const before = await stripeInvoices()
      const empty = await client
        .post('/rest/invoices')
        .json({ customer: customer.id, lines: [] })
        .withCsrfToken()
        .loginAs(users.admin)
      empty.assertStatus(422)
      assert.include(
        empty.body().errors.map((error: any) => error.field),
        'lines'
      )
      const bad = await client
        .post('/rest/invoices')
        .json({
          customer: customer.id,
          lines: [{ description: '', quantity: 0, unit_amount: 12.5 }],
        })
        .withCsrfToken()
        .loginAs(users.admin)
      bad.assertStatus(422)
      assert.includeMembers(
        bad.body().errors.map((error: any) => error.field),
        ['lines.0.description', 'lines.0.quantity', 'lines.0.unit_amount']
      )
      const noCustomer = await client
        .post('/rest/invoices')
        .json({ ...ONE_OFF, customer: 999999 })
        .withCsrfToken()
        .loginAs(users.admin)
      noCustomer.assertStatus(422)
      assert.deepEqual(noCustomer.body().errors[0].field, 'customer')
      assert.equal((await db.from('invoices').count('* as n'))[0].n, '0')
      assert.equal(await stripeInvoices(), before)
    })

    test('an admin marks an invoice paid outside Stripe: paid there with paid_out_of_band; twice is a 409', async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      const invoice = (
        await client
          .post('/rest/invoices')
          .json({ ...ONE_OFF, customer: customer.id })
          .withCsrfToken()
          .loginAs(users.admin)
      ).body()
      const refused = await client
        .patch(`/rest/invoices/${invoice.id}`)
        .json({ paid_out_of_band: false })
        .withCsrfToken()
        .loginAs(users.admin)
      refused.assertStatus(422)
      const paid = await client
        .patch(`/rest/invoices/${invoice.id}`)
        .json({ paid_out_of_band: true })
        .withCsrfToken()
        .loginAs(users.admin)
      paid.assertStatus(200)
      assert.deepInclude(paid.body(), {
        status: 'paid',
        stripe_status: 'paid',
        paid_out_of_band: true,
        amount_paid: ONE_OFF_TOTAL,
      })
      assert.equal(
        (await billingStripe().invoices.retrieve(invoice.stripe_invoice_id)).status,
        'paid'
      )
      // The invoice.paid webhook arrives afterwards and keeps the out-of-band mark.
      const row = await mirrored(
        invoice.stripe_invoice_id,
        (entry) => entry.stripe_status === 'paid'
      )
      assert.isTrue(row.paid_out_of_band)
      const again = await client
        .patch(`/rest/invoices/${invoice.id}`)
        .json({ paid_out_of_band: true })
        .withCsrfToken()
        .loginAs(users.admin)
      again.assertStatus(409)
      again.assertBodyContains({ code: 'E_INVOICE_ALREADY_PAID' })
      ;(
        await client
          .patch('/rest/invoices/999999')
          .json({ paid_out_of_band: true })
          .withCsrfToken()
          .loginAs(users.admin)
      ).assertStatus(404)
      const filtered = await client
        .get('/rest/invoices')
        .qs({ status: 'paid' })
        .loginAs(users.admin)
      assert.deepEqual(
        filtered.body().data.map((entry: any) => entry.id),
        [invoice.id]
      )
    })

    test('status filters and accounting: overdue invoices per customer with totals in cents', async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      const first = (
        await client
          .post('/rest/invoices')
          .json({ ...ONE_OFF, customer: customer.id })
          .withCsrfToken()
          .loginAs(users.admin)
      ).body()
      const second = (
        await client
          .post('/rest/invoices')
          .json({
            customer: customer.id,
            lines: [{ description: 'Support', quantity: 1, unit_amount: 1000 }],
          })
          .withCsrfToken()
          .loginAs(users.admin)
      ).body()
      await dueDaysAgo(first.id, 3)
      const overdue = await client.get('/rest/invoices').qs({ overdue: true }).loginAs(users.admin)
      assert.deepEqual(
        overdue.body().data.map((row: any) => [row.id, row.status]),
        [[first.id, 'overdue']]
      )
      const unpaid = await client
        .get('/rest/billing/invoices')
        .qs({ status: 'unpaid' })
        .loginAs(users.owner)
      assert.deepEqual(
        unpaid.body().data.map((row: any) => row.id),
        [second.id]
      )
      const accounting = await client.get('/rest/invoices/accounting').loginAs(users.admin)
      accounting.assertStatus(200)
      assert.deepEqual(accounting.body().totals, {
        currency: 'eur',
        paid: 0,
        unpaid: 1210,
        overdue: ONE_OFF_TOTAL,
      })
      assert.deepInclude(accounting.body().overdue_customers[0], {
        customer: { id: customer.id, name: customer.name },
        invoices: 1,
        amount_due: ONE_OFF_TOTAL,
        locked: false,
      })
      assert.equal(accounting.body().lock_grace_days, 14)
    })
  }
)
