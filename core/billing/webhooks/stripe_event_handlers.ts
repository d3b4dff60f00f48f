/**
 * Stripe event handlers, registered per event type by each billing area (its `stripe_events.ts`, listed in
 * stripe_event_subscriptions.ts). The webhook endpoint runs every handler of an event in one transaction with the
 * row that marks the event processed, so an event is applied once or not at all.
 */
import type Stripe from 'stripe'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export type StripeEventHandler = (
  event: Stripe.Event,
  trx: TransactionClientContract
) => Promise<void>

const handlers = new Map<string, StripeEventHandler[]>()

export function onStripeEvent(types: string | string[], handler: StripeEventHandler): void {
  for (const type of Array.isArray(types) ? types : [types])
    handlers.set(type, [...(handlers.get(type) ?? []), handler])
}

export function stripeEventHandlersFor(type: string): StripeEventHandler[] {
  return handlers.get(type) ?? []
}
