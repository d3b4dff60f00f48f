import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import Stripe from 'stripe'
import { createStripeClient } from '#core/billing/stripe/stripe_client'
import { startStripeSimulator, type StripeSimulator } from '#core/billing/stripe/simulator/index'
import { pollUntil } from '#tests/helpers/poll'
import { failure } from '../integration_support/guest_events.js'

const KEY = 'sk_test_51AirdeckBillingKey00000000000000'
const WEBHOOK_SECRET = 'whsec_airdeck_test_secret'

/** Our side of the webhook: verifies each delivery with the SDK, answers 400 to what it rejects. */
function webhookReceiver(stripe: Stripe) {
  const accepted: Stripe.Event[] = []
  const rejected: string[] = []
  let failNext = 0
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      if (failNext-- > 0) return response.writeHead(500).end()
      try {
        accepted.push(
          stripe.webhooks.constructEvent(
            Buffer.concat(chunks),
            String(request.headers['stripe-signature']),
            WEBHOOK_SECRET,
            300
          )
        )
        response.writeHead(200).end('{}')
      } catch (error) {
        rejected.push((error as Error).message)
        response.writeHead(400).end()
      }
    })
  })
  return {
    accepted,
    rejected,
    failNext: (count: number) => (failNext = count),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/webhooks/stripe`)
        )
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

test.group(
  'stripe simulator: checkout, subscriptions, invoices, portal and signed webhooks through the SDK',
  (group) => {
    let simulator: StripeSimulator
    let stripe: Stripe
    let receiver: ReturnType<typeof webhookReceiver>
    group.setup(async () => {
      stripe = createStripeClient({
        secretKey: KEY,
        apiBase: 'http://127.0.0.1:1',
        maxNetworkRetries: 0,
      })
      receiver = webhookReceiver(stripe)
      const webhookUrl = await receiver.start()
      simulator = await startStripeSimulator({
        secretKeys: [KEY],
        webhookEndpoints: [{ url: webhookUrl, secret: WEBHOOK_SECRET }],
        webhookRetryDelaysMs: [10],
      })
      stripe = createStripeClient({ secretKey: KEY, apiBase: simulator.url, maxNetworkRetries: 0 })
      return async () => {
        await simulator.stop()
        await receiver.stop()
      }
    })

    async function customerWithSepa(name: string) {
      const customer = await stripe.customers.create({
        name,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        preferred_locales: ['nl'],
      })
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: customer.id,
        currency: 'eur',
        allowed_payment_method_types: ['card', 'sepa_debit'],
        success_url: 'https://app.example/payment-method/done?session={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://app.example/payment-method',
        locale: 'nl',
        metadata: { airdeck_customer_id: '42' },
      } as Stripe.Checkout.SessionCreateParams)
      return { customer, session }
    }

    test('payment-method link: setup checkout, hosted page completes with SEPA, events signed and verified', async ({
      assert,
    }) => {
      const { customer, session } = await customerWithSepa('Bar Zuid')
      assert.match(session.id, /^cs_test_/)
      assert.deepInclude(session, {
        status: 'open',
        mode: 'setup',
        customer: customer.id,
        locale: 'nl',
      })
      assert.deepEqual(session.allowed_payment_method_types as unknown, ['card', 'sepa_debit'])
      const page = await fetch(session.url!)
      assert.include(await page.text(), 'SEPA Direct Debit')
      const completed = await fetch(session.url!, {
        method: 'POST',
        body: new URLSearchParams({ payment_method_type: 'sepa_debit' }),
        redirect: 'manual',
      })
      assert.equal(completed.status, 303)
      assert.equal(
        completed.headers.get('location'),
        `https://app.example/payment-method/done?session=${session.id}`
      )

      const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] })
      assert.equal(done.status, 'complete')
      assert.isNull(done.url)
      const intent = done.setup_intent as Stripe.SetupIntent
      assert.deepInclude(intent, { status: 'succeeded', customer: customer.id })
      assert.match(String(intent.mandate), /^mandate_/)
      const paymentMethod = await stripe.paymentMethods.retrieve(String(intent.payment_method))
      assert.deepInclude(paymentMethod, { type: 'sepa_debit', customer: customer.id })
      const withDefault = await stripe.customers.update(customer.id, {
        invoice_settings: { default_payment_method: paymentMethod.id },
      })
      assert.equal(withDefault.invoice_settings.default_payment_method, paymentMethod.id)
      const stranger = await stripe.customers.create({ name: 'Stranger' })
      const notAttached = await failure(
        stripe.customers.update(stranger.id, {
          invoice_settings: { default_payment_method: paymentMethod.id },
        })
      )
      assert.deepInclude(notAttached, {
        code: 'resource_missing',
        param: 'invoice_settings[default_payment_method]',
      })

      await simulator.events.idle()
      const types = receiver.accepted
        .filter(
          (event) =>
            (event.data.object as any).id === session.id ||
            (event.data.object as any).id === intent.id
        )
        .map((event) => event.type)
      assert.includeMembers(types, ['setup_intent.succeeded', 'checkout.session.completed'])
      const completedEvent = (
        await stripe.events.list({ type: 'checkout.session.completed', limit: 1 })
      ).data[0]
      assert.equal((completedEvent.data.object as Stripe.Checkout.Session).setup_intent, intent.id)
      assert.equal(completedEvent.api_version, '2026-10-28.endive')

      const replays = receiver.accepted.length
      await fetch(`${simulator.url}/__sim/events/${completedEvent.id}/resend`, { method: 'POST' })
      await simulator.events.idle()
      assert.equal(receiver.accepted.at(-1)!.id, completedEvent.id)
      assert.equal(receiver.accepted.length, replays + 1)
      simulator.events.resend(completedEvent.id, { stale: true })
      await simulator.events.idle()
      assert.match(receiver.rejected.at(-1)!, /Timestamp outside the tolerance zone/)

      receiver.failNext(1)
      const portal = await stripe.billingPortal.sessions.create({
        customer: customer.id,
        return_url: 'https://app.example/customer',
      })
      assert.match(portal.url, /\/p\/session\/bps_/)
      assert.include(await (await fetch(portal.url)).text(), 'sepa_debit •••• 3000 (default)')
      const event = simulator.events.emit('customer.updated', withDefault)
      await pollUntil(
        () =>
          simulator.events.deliveries.find(
            (delivery) =>
              delivery.eventId === event.id && delivery.attempt === 2 && delivery.status === 200
          ),
        { what: 'the retried delivery' }
      )
      assert.equal(
        simulator.events.deliveries.find(
          (delivery) => delivery.eventId === event.id && delivery.attempt === 1
        )!.status,
        500
      )
    })

    test('subscriptions: created from a price and charged, items si_ with periods, item changes, cancel at period end, renewal', async ({
      assert,
    }) => {
      const { customer, session } = await customerWithSepa('Hotel Noord')
      const { paymentMethod } = simulator.completeCheckout(session.id, 'card')
      await stripe.customers.update(customer.id, {
        invoice_settings: { default_payment_method: paymentMethod.id },
      })
      const price = await stripe.prices.create({
        product_data: { name: 'WiFi Basic' },
        currency: 'eur',
        unit_amount: 2500,
        recurring: { interval: 'month' },
        nickname: 'WiFi Basic',
      })
      const oneTime = await stripe.prices.create({
        product_data: { name: 'Install' },
        currency: 'eur',
        unit_amount: 9900,
      })
      const refused = await failure(
        stripe.subscriptions.create({ customer: customer.id, items: [{ price: oneTime.id }] })
      )
      assert.deepInclude(refused, { statusCode: 400, param: 'items[0][price]' })

      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: price.id, quantity: 2 }],
          metadata: { venue_id: 'v_17' },
          expand: ['latest_invoice'],
        },
        { idempotencyKey: 'airdeck-location-17-subscription' }
      )
      assert.match(subscription.id, /^sub_/)
      assert.equal(subscription.status, 'active')
      const item = subscription.items.data[0]
      assert.match(item.id, /^si_/)
      assert.equal(item.quantity, 2)
      assert.isAbove(item.current_period_end, item.current_period_start)
      const invoice = subscription.latest_invoice as Stripe.Invoice
      assert.deepInclude(invoice, {
        status: 'paid',
        amount_due: 5000,
        amount_paid: 5000,
        billing_reason: 'subscription_create',
      })
      assert.equal(invoice.parent!.subscription_details!.subscription, subscription.id)

      const changed = await stripe.subscriptions.update(subscription.id, {
        items: [{ id: item.id, quantity: 3 }],
        cancel_at_period_end: true,
      })
      assert.deepInclude(changed, {
        cancel_at_period_end: true,
        cancel_at: item.current_period_end,
      })
      assert.equal((await stripe.subscriptionItems.retrieve(item.id)).quantity, 3)
      assert.lengthOf((await stripe.subscriptions.list({ customer: customer.id })).data, 1)
      simulator.advanceClock(item.current_period_end - item.current_period_start + 1)
      const ended = await stripe.subscriptions.retrieve(subscription.id)
      assert.equal(ended.status, 'canceled')
      assert.lengthOf((await stripe.subscriptions.list({ customer: customer.id })).data, 0)
      assert.lengthOf(
        (await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data,
        1
      )

      const renewing = await stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
      })
      await fetch(`${simulator.url}/__sim/payment_methods/${paymentMethod.id}/failing`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      simulator.advanceClock(32 * 86_400)
      const pastDue = await stripe.subscriptions.retrieve(renewing.id, {
        expand: ['latest_invoice'],
      })
      assert.equal(pastDue.status, 'past_due')
      const cycleInvoice = pastDue.latest_invoice as Stripe.Invoice
      assert.deepInclude(cycleInvoice, {
        status: 'open',
        billing_reason: 'subscription_cycle',
        attempt_count: 1,
      })
      assert.instanceOf(
        await failure(stripe.invoices.pay(cycleInvoice.id)),
        Stripe.errors.StripeCardError
      )
      await stripe.invoices.pay(cycleInvoice.id, { paid_out_of_band: true })
      assert.equal((await stripe.subscriptions.retrieve(renewing.id)).status, 'active')
      const canceled = await stripe.subscriptions.cancel(renewing.id, { invoice_now: false })
      assert.equal(canceled.status, 'canceled')
    })

    test('invoices: items wait for the next invoice, balance credit applied at finalize, paid / uncollectible / void', async ({
      assert,
    }) => {
      const customer = await stripe.customers.create({
        name: 'Referral BV',
        email: 'billing@referral.example',
      })
      const credit = await stripe.customers.createBalanceTransaction(customer.id, {
        amount: -20000,
        currency: 'eur',
        description: 'Referral credit',
        metadata: { referral_id: '9' },
      })
      assert.deepInclude(credit, { type: 'adjustment', ending_balance: -20000 })
      const price = await stripe.prices.create({
        product_data: { name: 'Access point' },
        currency: 'eur',
        unit_amount: 18999,
      })
      await stripe.invoiceItems.create({
        customer: customer.id,
        pricing: { price: price.id },
        quantity: 2,
        description: 'Access points',
      })
      await stripe.invoiceItems.create({
        customer: customer.id,
        amount: -1998,
        currency: 'eur',
        description: 'Discount',
      })
      const draft = await stripe.invoices.create({
        customer: customer.id,
        collection_method: 'send_invoice',
        days_until_due: 14,
        pending_invoice_items_behavior: 'include',
      })
      assert.deepInclude(draft, {
        status: 'draft',
        total: 36000,
        hosted_invoice_url: null,
        invoice_pdf: null,
      })
      assert.lengthOf(draft.lines.data, 2)

      const finalized = await stripe.invoices.finalizeInvoice(draft.id)
      assert.deepInclude(finalized, {
        status: 'open',
        starting_balance: -20000,
        ending_balance: 0,
        amount_due: 16000,
        amount_remaining: 16000,
      })
      assert.match(finalized.number!, /-0001$/)
      assert.isNotNull(finalized.due_date)
      assert.equal(((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).balance, 0)
      const applied = (await stripe.customers.listBalanceTransactions(customer.id)).data[0]
      assert.deepInclude(applied, { type: 'applied_to_invoice', amount: 20000, invoice: draft.id })
      const pdf = await fetch(finalized.invoice_pdf!)
      assert.equal(pdf.headers.get('content-type'), 'application/pdf')
      assert.match(await pdf.text(), /^%PDF-1\.4/)
      const notAgain = await failure(stripe.invoices.finalizeInvoice(draft.id))
      assert.deepInclude(notAgain, { statusCode: 400, code: 'invoice_not_editable' })

      const voided = await stripe.invoices.voidInvoice(draft.id)
      assert.equal(voided.status, 'void')
      assert.equal(
        ((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).balance,
        -20000
      )
      assert.instanceOf(
        await failure(stripe.invoices.pay(draft.id, { paid_out_of_band: true })),
        Stripe.errors.StripeInvalidRequestError
      )

      await stripe.invoiceItems.create({
        customer: customer.id,
        amount: 50000,
        currency: 'eur',
        description: 'Installation',
      })
      const second = await stripe.invoices.create({
        customer: customer.id,
        pending_invoice_items_behavior: 'include',
        auto_advance: false,
      })
      const open = await stripe.invoices.finalizeInvoice(second.id)
      assert.deepInclude(open, { amount_due: 30000, starting_balance: -20000, ending_balance: 0 })
      const noMethod = await failure(stripe.invoices.pay(open.id))
      assert.equal(noMethod.statusCode, 400)
      assert.equal((await stripe.invoices.markUncollectible(open.id)).status, 'uncollectible')
      const hosted = await fetch(`${open.hosted_invoice_url}/pay`, {
        method: 'POST',
        redirect: 'manual',
      })
      assert.equal(hosted.status, 303)
      const paid = await stripe.invoices.retrieve(open.id)
      assert.deepInclude(paid, { status: 'paid', amount_paid: 30000, amount_remaining: 0 })
      assert.isNotNull(paid.status_transitions.paid_at)
      assert.deepEqual(
        (await stripe.invoices.list({ customer: customer.id, status: 'paid' })).data.map(
          (entry) => entry.id
        ),
        [open.id]
      )
      const alreadyPaid = await failure(stripe.invoices.pay(open.id))
      assert.deepInclude(alreadyPaid, { statusCode: 400, code: 'invoice_already_paid' })
    })

    test('setup intents, attach / detach, and an endpoint created through the API gets events signed with its secret', async ({
      assert,
    }) => {
      const customer = await stripe.customers.create({ name: 'Attach NV' })
      const intent = await stripe.setupIntents.create({
        customer: customer.id,
        metadata: { purpose: 'mandate' },
      })
      assert.deepInclude(intent, { status: 'requires_payment_method', customer: customer.id })
      const anonymous = await stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'eur',
        success_url: 'https://app.example/ok',
      } as Stripe.Checkout.SessionCreateParams)
      const { paymentMethod } = simulator.completeCheckout(anonymous.id, 'card')
      assert.isNull(paymentMethod.customer)
      const attached = await stripe.paymentMethods.attach(paymentMethod.id, {
        customer: customer.id,
      })
      assert.equal(attached.customer, customer.id)
      assert.deepEqual(
        (await stripe.customers.listPaymentMethods(customer.id)).data.map((method) => method.id),
        [paymentMethod.id]
      )
      await stripe.customers.update(customer.id, {
        invoice_settings: { default_payment_method: paymentMethod.id },
      })
      const detached = await stripe.paymentMethods.detach(paymentMethod.id)
      assert.isNull(detached.customer)
      assert.isNull(
        ((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).invoice_settings
          .default_payment_method
      )

      const received: { signature: string; payload: string }[] = []
      const server = createServer((request, response) => {
        const chunks: Buffer[] = []
        request.on('data', (chunk) => chunks.push(chunk))
        request.on('end', () => {
          received.push({
            signature: String(request.headers['stripe-signature']),
            payload: Buffer.concat(chunks).toString('utf8'),
          })
          response.writeHead(204).end()
        })
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
      try {
        const endpoint = await stripe.webhookEndpoints.create({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
          enabled_events: ['product.created'],
        })
        assert.match(endpoint.secret!, /^whsec_/)
        assert.isUndefined((await stripe.webhookEndpoints.retrieve(endpoint.id)).secret)
        const product = await stripe.products.create({ name: 'Only this event' })
        await simulator.events.idle()
        assert.lengthOf(received, 1)
        const event = stripe.webhooks.constructEvent(
          received[0].payload,
          received[0].signature,
          endpoint.secret!
        )
        assert.equal(event.type, 'product.created')
        assert.equal((event.data.object as Stripe.Product).id, product.id)
        await stripe.webhookEndpoints.del(endpoint.id)
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
    })
  }
)
