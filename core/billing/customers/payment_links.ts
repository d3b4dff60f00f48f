import { createHash } from 'node:crypto'
import type Stripe from 'stripe'
import { publicUrl } from '#kernel/http/public_url'
import type Customer from '#core/customers/models/customer'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { ensureStripeCustomer } from './stripe_customer_sync.js'
import { whileUserWaits } from './stripe_errors.js'

/** Asking twice within this window gives the same Checkout page (the admin's link and the mailed one agree). */
const SAME_LINK_WINDOW_MS = 10 * 60_000
export const PAYMENT_METHOD_TYPES = ['card', 'sepa_debit'] as const

export interface PaymentLink {
  url: string
  expires_at: string
}

/** Where Stripe sends the customer back: their info page, which shows the outcome. */
export const paymentReturnUrl = (outcome: 'added' | 'cancelled') =>
  `${publicUrl()}/customer/info?payment_method=${outcome}`

/**
 * A Checkout session in setup mode for card or SEPA Direct Debit, in the customer's language. The idempotency key is
 * our customer id and a 10-minute window; a session of that key that is no longer open is replaced by a new one.
 */
export async function paymentMethodLink(customer: Customer): Promise<PaymentLink> {
  return whileUserWaits(async () => {
    const stripeId = await ensureStripeCustomer(customer)
    const window = Math.floor(Date.now() / SAME_LINK_WINDOW_MS)
    // The return address is part of the key: Stripe refuses a key replayed with other parameters (another host).
    const key = `airdeck-customer-${customer.id}-setup-${window}-${createHash('sha256').update(publicUrl()).digest('hex').slice(0, 12)}`
    let session = await createSession(customer, stripeId, key)
    // A replayed answer shows the session as it was created: it may have been completed or expired since.
    if (session.lastResponse?.headers?.['idempotent-replayed'] === 'true')
      session = await billingStripe().checkout.sessions.retrieve(session.id)
    if (session.status !== 'open' || !session.url)
      session = await createSession(customer, stripeId, `${key}-${Date.now()}`)
    return { url: session.url!, expires_at: new Date(session.expires_at * 1000).toISOString() }
  })
}

function createSession(customer: Customer, stripeId: string, idempotencyKey: string) {
  return billingStripe().checkout.sessions.create(
    {
      mode: 'setup',
      customer: stripeId,
      currency: 'eur',
      allowed_payment_method_types: [...PAYMENT_METHOD_TYPES],
      locale: customer.language as Stripe.Checkout.SessionCreateParams.Locale,
      client_reference_id: String(customer.id),
      metadata: { airdeck_customer_id: String(customer.id) },
      setup_intent_data: { metadata: { airdeck_customer_id: String(customer.id) } },
      success_url: `${paymentReturnUrl('added')}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: paymentReturnUrl('cancelled'),
    },
    { idempotencyKey }
  )
}

/** Stripe's billing portal (payment methods, invoices) for the customer, returning to their info page. */
export async function billingPortalLink(customer: Customer): Promise<{ url: string }> {
  return whileUserWaits(async () => {
    const stripeId = await ensureStripeCustomer(customer)
    const session = await billingStripe().billingPortal.sessions.create({
      customer: stripeId,
      locale: customer.language as Stripe.BillingPortal.SessionCreateParams.Locale,
      return_url: `${publicUrl()}/customer/info`,
    })
    return { url: session.url }
  })
}
