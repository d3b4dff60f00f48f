import Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { AppException } from '#kernel/exceptions/app_exception'
import { billingStripe, billingWebhookSecret } from '#core/billing/stripe/billing_stripe'
import { stripeEventHandlersFor } from './stripe_event_handlers.js'
import './stripe_event_subscriptions.js'
import { stripeEvents } from '#kernel/metrics/metrics'

/** How old a signature may be (seconds): older deliveries are refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** The event, when the raw body carries a valid, fresh `Stripe-Signature` of our endpoint's secret. */
export function verifiedStripeEvent(
  rawBody: string | null,
  signature: string | undefined
): Stripe.Event {
  if (!signature || !rawBody) throw new AppException(400, 'E_STRIPE_SIGNATURE_INVALID')
  const secret = billingWebhookSecret()
  if (!secret) throw new AppException(503, 'E_BILLING_NOT_CONFIGURED')
  // The SDK refuses old signatures only; one dated ahead would stay replayable until that moment.
  if (!signedWithinTolerance(signature)) throw new AppException(400, 'E_STRIPE_SIGNATURE_INVALID')
  let event: unknown
  try {
    event = billingStripe().webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS
    )
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new AppException(400, 'E_STRIPE_SIGNATURE_INVALID')
    if (error instanceof SyntaxError) throw new AppException(400, 'E_INVALID_WEBHOOK_PAYLOAD')
    throw error
  }
  if (!isEvent(event)) throw new AppException(400, 'E_INVALID_WEBHOOK_PAYLOAD')
  return event
}

/** The header's timestamp (the last `t=`, as the SDK reads it) is no further than the tolerance from now, either way. */
export function signedWithinTolerance(
  signature: string,
  nowSeconds = Math.floor(Date.now() / 1000)
): boolean {
  let timestamp = Number.NaN
  for (const item of signature.split(',')) {
    const [key, value] = item.split('=')
    if (key === 't') timestamp = /^\d+$/.test(value ?? '') ? Number(value) : Number.NaN
  }
  return (
    Number.isSafeInteger(timestamp) &&
    Math.abs(nowSeconds - timestamp) <= SIGNATURE_TOLERANCE_SECONDS
  )
}

function isEvent(value: unknown): value is Stripe.Event {
  const event = value as Partial<Stripe.Event> | null
  return (
    !!event &&
    typeof event === 'object' &&
    !Array.isArray(event) &&
    typeof event.id === 'string' &&
    event.id !== '' &&
    typeof event.type === 'string' &&
    typeof event.created === 'number' &&
    typeof event.data === 'object' &&
    event.data !== null
  )
}

/**
 * Applies an event once: its id is inserted with `on conflict do nothing` in the transaction that runs its handlers.
 * A redelivery finds the row (or waits for a concurrent delivery to commit) and does nothing; a handler error rolls
 * the row back too, and the non-2xx answer makes Stripe send the event again.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<'applied' | 'duplicate'> {
  try {
    const outcome = await db.transaction(async (trx) => {
      const inserted = await trx
        .insertQuery()
        .table('stripe_events')
        .insert({
          id: event.id,
          type: event.type,
          event_created_at: new Date(event.created * 1000),
          livemode: event.livemode,
          processed_at: new Date(),
        })
        .knexQuery.onConflict('id')
        .ignore()
        .returning('id')
      if (inserted.length === 0) return 'duplicate' as const
      for (const handler of stripeEventHandlersFor(event.type)) await handler(event, trx)
      return 'applied' as const
    })
    stripeEvents.inc({ outcome })
    return outcome
  } catch (error) {
    stripeEvents.inc({ outcome: 'failed' })
    if (error instanceof AppException && error.status < 500) throw error
    logger.error(
      { err: error, eventId: event.id, type: event.type },
      'stripe event handler failed; Stripe will retry'
    )
    throw new AppException(503, 'E_STRIPE_EVENT_FAILED')
  }
}
