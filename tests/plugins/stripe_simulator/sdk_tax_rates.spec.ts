import { test } from '@japa/runner'
import type Stripe from 'stripe'
import { createStripeClient } from '#core/billing/stripe/stripe_client'
import { startStripeSimulator, type StripeSimulator } from '#core/billing/stripe/simulator/index'

const KEY = 'sk_test_51AirdeckTaxRatesKey0000000000000'

/** Issue 32 item 4: VAT through Stripe's tax rates, as the SDK of the pinned API version reads them. */
test.group('stripe simulator: tax rates on invoices, invoice items and subscriptions', (group) => {
  let simulator: StripeSimulator
  let stripe: Stripe
  group.setup(async () => {
    simulator = await startStripeSimulator({ secretKeys: [KEY] })
    stripe = createStripeClient({ secretKey: KEY, apiBase: simulator.url, maxNetworkRetries: 0 })
    return () => simulator.stop()
  })

  async function oneOff(
    customer: string,
    amount: number,
    params: Partial<Stripe.InvoiceCreateParams> = {},
    itemParams: Partial<Stripe.InvoiceItemCreateParams> = {}
  ) {
    const draft = await stripe.invoices.create({
      customer,
      collection_method: 'send_invoice',
      days_until_due: 14,
      ...params,
    })
    await stripe.invoiceItems.create({
      customer,
      invoice: draft.id,
      amount,
      currency: 'eur',
      description: 'Setup',
      ...itemParams,
    })
    return stripe.invoices.finalizeInvoice(draft.id!)
  }

  test('create, list by active, retrieve, update metadata; a bad percentage is a 400', async ({
    assert,
  }) => {
    const rate = await stripe.taxRates.create({
      display_name: 'VAT',
      percentage: 21,
      inclusive: false,
      country: 'BE',
      tax_type: 'vat',
      metadata: { airdeck_tax_key: 'k' },
    })
    assert.match(rate.id, /^txr_/)
    assert.deepInclude(rate, {
      object: 'tax_rate',
      percentage: 21,
      inclusive: false,
      country: 'BE',
      tax_type: 'vat',
      active: true,
    })
    const updated = await stripe.taxRates.update(rate.id, { active: false, description: 'old' })
    assert.deepInclude(updated, { active: false, description: 'old', percentage: 21 })
    assert.notInclude(
      (await stripe.taxRates.list({ active: true, limit: 100 })).data.map((entry) => entry.id),
      rate.id
    )
    assert.equal((await stripe.taxRates.retrieve(rate.id)).metadata?.airdeck_tax_key, 'k')
    await assert.rejects(
      () => stripe.taxRates.create({ display_name: 'VAT', percentage: 121, inclusive: false }),
      /percentage/
    )
  })

  test('an invoice with default_tax_rates: 21 % per line and in the totals (149.00 → 180.29)', async ({
    assert,
  }) => {
    const rate = await stripe.taxRates.create({
      display_name: 'VAT',
      percentage: 21,
      inclusive: false,
      country: 'BE',
      tax_type: 'vat',
    })
    const customer = await stripe.customers.create({
      name: 'Café Brussel',
      address: { country: 'BE' },
    })
    const invoice = await oneOff(customer.id, 14900, { default_tax_rates: [rate.id] })
    assert.deepInclude(invoice, {
      subtotal: 14900,
      total_excluding_tax: 14900,
      total: 18029,
      amount_due: 18029,
      customer_tax_exempt: 'none',
    })
    assert.deepEqual(
      invoice.default_tax_rates.map((entry) => [entry.id, entry.percentage]),
      [[rate.id, 21]]
    )
    assert.deepEqual(invoice.total_taxes, [
      {
        amount: 3129,
        tax_behavior: 'exclusive',
        tax_rate_details: { tax_rate: rate.id },
        taxability_reason: 'standard_rated',
        taxable_amount: 14900,
        type: 'tax_rate_details',
      },
    ])
    const [line] = invoice.lines.data
    assert.deepInclude(line, { amount: 14900, subtotal: 14900 })
    assert.deepEqual(
      line.taxes?.map((tax) => [tax.amount, tax.tax_rate_details?.tax_rate]),
      [[3129, rate.id]]
    )
  })

  test("an invoice item's own tax_rates win over the invoice's; an inclusive rate takes the tax out of the amount", async ({
    assert,
  }) => {
    const standard = await stripe.taxRates.create({
      display_name: 'VAT',
      percentage: 21,
      inclusive: false,
    })
    const inclusive = await stripe.taxRates.create({
      display_name: 'VAT incl.',
      percentage: 21,
      inclusive: true,
    })
    const customer = await stripe.customers.create({ name: 'Shop' })
    const invoice = await oneOff(
      customer.id,
      12100,
      { default_tax_rates: [standard.id] },
      { tax_rates: [inclusive.id] }
    )
    assert.deepInclude(invoice, { subtotal: 12100, total: 12100, total_excluding_tax: 10000 })
    assert.deepEqual(
      invoice.total_taxes?.map((tax) => [tax.amount, tax.tax_behavior, tax.taxable_amount]),
      [[2100, 'inclusive', 10000]]
    )
  })

  test('a customer with tax_exempt=reverse: the rate is named with 0 tax and reverse_charge, frozen at finalization', async ({
    assert,
  }) => {
    const rate = await stripe.taxRates.create({
      display_name: 'VAT',
      percentage: 21,
      inclusive: false,
    })
    const customer = await stripe.customers.create({
      name: 'Delft BV',
      address: { country: 'NL' },
      tax_exempt: 'reverse',
    })
    const invoice = await oneOff(customer.id, 14900, { default_tax_rates: [rate.id] })
    assert.deepInclude(invoice, {
      customer_tax_exempt: 'reverse',
      subtotal: 14900,
      total: 14900,
      amount_due: 14900,
    })
    assert.deepEqual(
      invoice.total_taxes?.map((tax) => [tax.amount, tax.taxability_reason]),
      [[0, 'reverse_charge']]
    )
    await stripe.customers.update(customer.id, { tax_exempt: 'none' })
    assert.equal((await stripe.invoices.retrieve(invoice.id!)).customer_tax_exempt, 'reverse')
  })

  test("a subscription's default_tax_rates tax its invoices; an inactive rate cannot be applied", async ({
    assert,
  }) => {
    const rate = await stripe.taxRates.create({
      display_name: 'VAT',
      percentage: 21,
      inclusive: false,
    })
    const product = await stripe.products.create({ name: 'Connectivity' })
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 5900,
      recurring: { interval: 'month' },
    })
    const customer = await stripe.customers.create({ name: 'Hotel' })
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      collection_method: 'send_invoice',
      days_until_due: 14,
      default_tax_rates: [rate.id],
    })
    assert.deepEqual(
      subscription.default_tax_rates?.map((entry) => entry.id),
      [rate.id]
    )
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string)
    assert.deepInclude(invoice, { subtotal: 5900, total: 7139 })
    const retired = await stripe.taxRates.create({
      display_name: 'VAT',
      percentage: 6,
      inclusive: false,
      active: false,
    })
    await assert.rejects(
      () => stripe.invoices.create({ customer: customer.id, default_tax_rates: [retired.id] }),
      /inactive/
    )
  })
})
