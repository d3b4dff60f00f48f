import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type Stripe from 'stripe'
import Customer from '#core/customers/models/customer'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { pollUntil } from '#tests/helpers/poll'
import {
  settleStripeDeliveries,
  useStripeSimulator,
  webhookDelivered,
} from '#tests/helpers/stripe_simulator'
import {
  billingJobsSettled,
  buildBillingWorld,
  synced,
} from '#tests/functional/billing/billing_world'

const SETUP = { lines: [{ description: 'Installation', quantity: 1, unit_amount: 14900 }] }

/** Issue 32 item 4: VAT on invoices through Stripe's tax rates and the customer's tax_exempt. */
test.group(
  'Billing / invoices: VAT (21 % Belgian VAT, reverse charge, outside the EU)',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const simulator = useStripeSimulator(group)
    settleStripeDeliveries(group, simulator, billingJobsSettled)

    const ourRates = async () =>
      (await billingStripe().taxRates.list({ limit: 100 })).data.filter(
        (rate) => rate.metadata?.airdeck_tax_key
      )

    test("a Belgian customer's invoice carries 21 % VAT per line and in the totals: 149.00 → 180.29", async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      const created = await client
        .post('/rest/invoices')
        .json({ ...SETUP, customer: customer.id })
        .withCsrfToken()
        .loginAs(users.admin)
      created.assertStatus(201)
      assert.deepInclude(created.body(), {
        subtotal: 14900,
        tax: 3129,
        total: 18029,
        amount_due: 18029,
        reverse_charge: false,
        vat_mention: null,
      })
      assert.deepEqual(created.body().lines, [
        { description: 'Installation', quantity: 1, amount: 14900, tax_rate: 21, tax_amount: 3129 },
      ])

      const remote = await billingStripe().invoices.retrieve(created.body().stripe_invoice_id)
      assert.deepEqual(
        remote.default_tax_rates.map((rate) => [
          rate.percentage,
          rate.inclusive,
          rate.metadata?.airdeck_tax_key,
        ]),
        [[21, false, 'airdeck_vat_be_21']]
      )
      assert.equal(remote.customer_tax_exempt, 'none')
      const own = await client.get('/rest/billing/invoices').loginAs(users.owner)
      assert.deepInclude(own.body().data[0], { subtotal: 14900, tax: 3129, total: 18029 })

      // A second invoice reuses the rate found by its metadata key.
      ;(
        await client
          .post('/rest/invoices')
          .json({ ...SETUP, customer: customer.id })
          .withCsrfToken()
          .loginAs(users.admin)
      ).assertStatus(201)
      assert.lengthOf(await ourRates(), 1)
    })

    test('a Dutch customer with a verified VAT number gets reverse charge: 0 %, tax_exempt=reverse and the legal mention', async ({
      client,
      assert,
    }) => {
      const { users } = await buildBillingWorld()
      const response = await client
        .post('/rest/customers')
        .json({
          name: 'Koffiebar Delft BV',
          type: 1,
          country: 'NL',
          language: 'nl',
          vat: 'NL123456789B01',
          address: 'Markt',
          number: '1',
          zipcode: '2611 GP',
          city: 'Delft',
          email: 'hallo@koffiebar.test',
        })
        .withCsrfToken()
        .loginAs(users.admin)
      response.assertStatus(201)
      const pending = await synced(response.body().id, (row) => row.vatVerification === 'pending')
      // Not verified yet: Belgian VAT, as for a consumer.
      const before = await client
        .post('/rest/invoices')
        .json({ ...SETUP, customer: pending.id })
        .withCsrfToken()
        .loginAs(users.admin)
      assert.deepInclude(before.body(), { tax: 3129, total: 18029, reverse_charge: false })

      simulator().setTaxIdVerification(pending.stripeTaxId!, 'verified', 'KOFFIEBAR DELFT BV')
      await pollUntil(
        () =>
          webhookDelivered(
            simulator(),
            'customer.tax_id.updated',
            (event) => event.data.object.id === pending.stripeTaxId
          ),
        { what: 'the verification event' }
      )
      const created = await client
        .post(`/rest/customers/${pending.id}/invoices`)
        .json(SETUP)
        .withCsrfToken()
        .loginAs(users.admin)
      created.assertStatus(201)
      assert.deepInclude(created.body(), {
        subtotal: 14900,
        tax: 0,
        total: 14900,
        reverse_charge: true,
        vat_mention: 'Reverse charge – Article 196 of Council Directive 2006/112/EC',
      })
      assert.deepEqual(created.body().lines, [
        { description: 'Installation', quantity: 1, amount: 14900, tax_rate: 0, tax_amount: 0 },
      ])
      const remote = await billingStripe().invoices.retrieve(created.body().stripe_invoice_id)
      assert.equal(remote.customer_tax_exempt, 'reverse')
      assert.deepEqual(
        remote.total_taxes?.map((tax) => [tax.amount, tax.taxability_reason]),
        [[0, 'reverse_charge']]
      )
      assert.equal(
        ((await billingStripe().customers.retrieve(pending.paymentProviderId!)) as Stripe.Customer)
          .tax_exempt,
        'reverse'
      )
    })

    test("when the VAT number is verified later, the customer's running subscriptions switch to reverse charge", async ({
      client,
      assert,
    }) => {
      const { users } = await buildBillingWorld()
      const response = await client
        .post('/rest/customers')
        .json({
          name: 'Hotel Utrecht BV',
          type: 1,
          country: 'NL',
          language: 'nl',
          vat: 'NL123456789B01',
          address: 'Oudegracht',
          number: '2',
          zipcode: '3511 AB',
          city: 'Utrecht',
          email: 'info@hotelutrecht.test',
        })
        .withCsrfToken()
        .loginAs(users.admin)
      const customer = await synced(response.body().id, (row) => row.vatVerification === 'pending')
      const stripe = billingStripe()
      const belgian =
        (await ourRates()).find((rate) => rate.percentage === 21) ??
        (await stripe.taxRates.create({
          display_name: 'VAT',
          percentage: 21,
          inclusive: false,
          metadata: { airdeck_tax_key: 'airdeck_vat_be_21' },
        }))
      const product = await stripe.products.create({ name: 'Connectivity' })
      const price = await stripe.prices.create({
        product: product.id,
        currency: 'eur',
        unit_amount: 5900,
        recurring: { interval: 'month' },
      })
      const subscription = await stripe.subscriptions.create({
        customer: customer.paymentProviderId!,
        items: [{ price: price.id }],
        collection_method: 'send_invoice',
        days_until_due: 14,
        default_tax_rates: [belgian.id],
      })

      simulator().setTaxIdVerification(customer.stripeTaxId!, 'verified', 'HOTEL UTRECHT BV')
      const switched = await pollUntil(
        async () => {
          const remote = await stripe.subscriptions.retrieve(subscription.id)
          return remote.default_tax_rates?.[0]?.metadata?.airdeck_tax_key ===
            'airdeck_vat_reverse_charge'
            ? remote
            : null
        },
        { what: 'the subscription on the reverse-charge rate' }
      )
      assert.equal(switched.default_tax_rates?.[0]?.percentage, 0)
      assert.equal(
        ((await stripe.customers.retrieve(customer.paymentProviderId!)) as Stripe.Customer)
          .tax_exempt,
        'reverse'
      )
    })

    test('a customer outside the EU: 0 %, not subject to Belgian VAT (tax_exempt=exempt)', async ({
      client,
      assert,
    }) => {
      const { users } = await buildBillingWorld()
      const swiss = await Customer.create({
        name: 'Zürich Café AG',
        country: 'CH',
        email: 'hallo@zuerich.test',
      })
      const created = await client
        .post('/rest/invoices')
        .json({ ...SETUP, customer: swiss.id })
        .withCsrfToken()
        .loginAs(users.admin)
      created.assertStatus(201)
      assert.deepInclude(created.body(), {
        subtotal: 14900,
        tax: 0,
        total: 14900,
        reverse_charge: false,
      })
      assert.equal(created.body().lines[0].tax_rate, 0)
      const remote = await billingStripe().invoices.retrieve(created.body().stripe_invoice_id)
      assert.equal(remote.customer_tax_exempt, 'exempt')
    })
  }
)
