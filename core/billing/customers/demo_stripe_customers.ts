import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Customer from '#core/customers/models/customer'
import { PAYMENT_METHODS } from '#core/customers/legal_entities'
import type { StripeSimulator } from '#core/billing/stripe/simulator/index'
import { syncStripeCustomer } from './stripe_customer_sync.js'
import { paymentMethodLink } from './payment_links.js'

/** A demo with thousands of customers still starts quickly: the rest sync when they are edited or linked. */
const AT_MOST = 200

/**
 * The demo simulator starts empty, so the Stripe ids stored by an earlier run point nowhere: every customer gets a
 * fresh Stripe customer (with its eu_vat tax id). Customers seeded as paying by card or SEPA complete a Checkout on
 * the simulator with that method, so their default payment method arrives through the webhook like a real one.
 */
export async function syncDemoCustomersToStripe(simulator: StripeSimulator) {
  await db.from('customers').update({
    payment_provider_id: null,
    stripe_tax_id: null,
    vat_verification: null,
    vat_verified_name: null,
    vat_verification_at: null,
    stripe_payment_method_id: null,
    payment_method_label: null,
    payment_method_at: null,
    stripe_synced_at: null,
    stripe_sync_error: null,
  })
  const customers = await Customer.query().orderBy('id').limit(AT_MOST)
  for (const customer of customers) {
    try {
      await syncStripeCustomer(customer)
      const paying =
        customer.paymentMethod === PAYMENT_METHODS.card ||
        customer.paymentMethod === PAYMENT_METHODS.sepa
      if (!paying) continue
      const link = await paymentMethodLink(customer)
      const sessionId = link.url.split('/').pop()!
      simulator.completeCheckout(
        sessionId,
        customer.paymentMethod === PAYMENT_METHODS.sepa ? 'sepa_debit' : 'card'
      )
    } catch (error) {
      logger.warn(
        { err: error, customerId: customer.id },
        'demo billing: customer not synced to the Stripe simulator'
      )
    }
  }
}
