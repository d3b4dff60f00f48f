import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type Stripe from 'stripe'
import Customer from '#core/customers/models/customer'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { syncStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { paymentMethodLink } from '#core/billing/customers/payment_links'
import { useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { buildBillingWorld } from '#tests/functional/billing/billing_world'
import { byType, deliver, loadScenario } from '#tests/functional/billing/scenario_replay'

/**
 * Recorded Stripe event sequences (tests/fixtures/stripe/*.json) replayed through the signed webhook endpoint: in
 * order, out of order and with duplicates, the customer ends in the same state. The simulator holds the objects the
 * events name (handlers may read them back) but sends nothing itself here.
 */
test.group('Billing / recorded Stripe scenarios replayed through the webhook endpoint', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const simulator = useStripeSimulator(group, { webhooks: false })

  /** Our customer with its Stripe customer and eu_vat tax id, and a Checkout completed with SEPA on the simulator. */
  async function signedUpCustomer(vat = 'BE0123456749') {
    const { customer } = await buildBillingWorld()
    await customer.merge({ name: 'Brasserie Stripe', country: 'BE', vat, language: 'fr' }).save()
    await syncStripeCustomer(customer)
    const session = (await paymentMethodLink(customer)).url.split('/').pop()!
    const { paymentMethod } = simulator().completeCheckout(session, 'sepa_debit')
    const intent = (await billingStripe().checkout.sessions.retrieve(session))
      .setup_intent as string
    const values = {
      customer: customer.paymentProviderId!,
      airdeck_customer_id: customer.id,
      tax_id: customer.stripeTaxId!,
      vat,
      setup_intent: intent,
      payment_method: paymentMethod.id,
      checkout_session: session,
    }
    return { customer, values }
  }

  async function expectState(customerId: number, expected: Record<string, unknown>, assert: any) {
    const customer = await Customer.findOrFail(customerId)
    const state = {
      payment_method: customer.paymentMethod,
      payment_method_label: customer.paymentMethodLabel,
      vat_verification: customer.vatVerification,
      vat_verified_name: customer.vatVerifiedName,
    }
    for (const [key, value] of Object.entries(expected))
      assert.equal((state as any)[key], value, key)
    return customer
  }

  test('signup → payment method, in order: every event accepted once, the default payment method set in Stripe', async ({
    assert,
  }) => {
    const { customer, values } = await signedUpCustomer()
    const scenario = loadScenario('signup_payment_method.json', values)
    for (const event of scenario.events)
      assert.deepEqual(
        await deliver(event),
        { status: 200, body: { received: true, duplicate: false } },
        event.type
      )
    await expectState(customer.id, scenario.expect, assert)
    const remote = (await billingStripe().customers.retrieve(values.customer)) as Stripe.Customer
    assert.equal(remote.invoice_settings.default_payment_method, values.payment_method)
  })

  test('signup → payment method, reversed and every event twice: the same end state, duplicates answered as such', async ({
    assert,
  }) => {
    const { customer, values } = await signedUpCustomer()
    const scenario = loadScenario('signup_payment_method.json', values)
    const answers = []
    for (const event of [...scenario.events].reverse())
      answers.push((await deliver(event)).body.duplicate, (await deliver(event)).body.duplicate)
    assert.deepEqual(
      answers,
      scenario.events.flatMap(() => [false, true])
    )
    await expectState(customer.id, scenario.expect, assert)
  })

  test('an older payment-method setup arriving after a newer one does not replace it', async ({
    assert,
  }) => {
    const { customer, values } = await signedUpCustomer()
    const older = loadScenario(
      'signup_payment_method.json',
      values,
      Math.floor(Date.now() / 1000) - 600
    )
    const newerSession = (await paymentMethodLink(customer)).url.split('/').pop()!
    const { paymentMethod: card } = simulator().completeCheckout(newerSession, 'card')
    const intent = (await billingStripe().checkout.sessions.retrieve(newerSession))
      .setup_intent as string
    const newer = loadScenario('signup_payment_method.json', {
      ...values,
      setup_intent: intent,
      payment_method: card.id,
      checkout_session: newerSession,
    })
    assert.equal((await deliver(byType(newer, 'setup_intent.succeeded'))).status, 200)
    assert.equal((await deliver(byType(older, 'checkout.session.completed'))).status, 200)
    assert.equal((await deliver(byType(older, 'setup_intent.succeeded'))).status, 200)
    await expectState(
      customer.id,
      { payment_method: 1, payment_method_label: 'Visa •••• 4242' },
      assert
    )
    assert.equal(
      ((await billingStripe().customers.retrieve(values.customer)) as Stripe.Customer)
        .invoice_settings.default_payment_method,
      card.id
    )
  })

  test('a default chosen later in Stripe (billing portal) arrives as customer.updated and replaces the shown method', async ({
    assert,
  }) => {
    const { customer, values } = await signedUpCustomer()
    for (const event of loadScenario(
      'signup_payment_method.json',
      values,
      Math.floor(Date.now() / 1000) - 120
    ).events)
      await deliver(event)
    const session = (await paymentMethodLink(customer)).url.split('/').pop()!
    const { paymentMethod: card } = simulator().completeCheckout(session, 'card')
    await billingStripe().customers.update(values.customer, {
      invoice_settings: { default_payment_method: card.id },
    })
    const [changed] = (await billingStripe().events.list({ type: 'customer.updated', limit: 1 }))
      .data
    assert.equal(
      (changed.data.object as Stripe.Customer).invoice_settings.default_payment_method,
      card.id
    )
    assert.equal((await deliver(changed as any)).status, 200)
    await expectState(
      customer.id,
      { payment_method: 1, payment_method_label: 'Visa •••• 4242' },
      assert
    )
  })

  test('tax id pending → verified: in order, reversed (the late "pending" is ignored) and duplicated', async ({
    assert,
  }) => {
    for (const order of ['in order', 'reversed'] as const) {
      const { customer, values } = await signedUpCustomer(
        order === 'reversed' ? 'BE0987654394' : 'BE0123456749'
      )
      const scenario = loadScenario('tax_id_verification.json', values)
      const events = order === 'reversed' ? [...scenario.events].reverse() : scenario.events
      for (const event of [...events, ...events]) assert.equal((await deliver(event)).status, 200)
      await expectState(customer.id, scenario.expect, assert)
    }
  })
})
