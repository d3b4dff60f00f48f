import Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { AppException } from '#kernel/exceptions/app_exception'
import { billingStripe, billingWebhookSecret } from '#core/billing/stripe/billing_stripe'
import { stripeEventHandlersFor } from './stripe_event_handlers.js'
import './stripe_event_subscriptions.js'

/** How old a signature may be (seconds): older deliveries are refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** The event, when the raw body carries a valid, fresh `Stripe-Signature` of our endpoint's secret. */
export function verifiedStripeEvent(rawBody: string | null, signature: string | undefined): Stripe.Event {
  if (!signature || !rawBody) throw new AppException(400, 'E_STRIPE_SIGNATURE_INVALID')
  const secret = billingWebhookSecret()
  if (!secret) throw new AppException(503, 'E_BILLING_NOT_CONFIGURED')
  try {
    return billingStripe().webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new AppException(400, 'E_STRIPE_SIGNATURE_INVALID')
    throw error
  }
}

/**
 * Applies an event once: its id is inserted with `on conflict do nothing` in the transaction that runs its handlers.
 * A redelivery finds the row (or waits for a concurrent delivery to commit) and does nothing; a handler error rolls
 * the row back too, and the non-2xx answer makes Stripe send the event again.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<'applied' | 'duplicate'> {
  try {
    return await db.transaction(async (trx) => {
      const inserted = await trx
        .insertQuery()
        .table('stripe_events')
        .insert({ id: event.id, type: event.type, event_created_at: new Date(event.created * 1000), livemode: event.livemode, processed_at: new Date() })
        .knexQuery.onConflict('id')
        .ignore()
        .returning('id')
      if (inserted.length === 0) return 'duplicate'
      for (const handler of stripeEventHandlersFor(event.type)) await handler(event, trx)
      return 'applied'
    })
  } catch (error) {
    if (error instanceof AppException && error.status < 500) throw error
    logger.error({ err: error, eventId: event.id, type: event.type }, 'stripe event handler failed; Stripe will retry')
    throw new AppException(503, 'E_STRIPE_EVENT_FAILED')
  }
}
