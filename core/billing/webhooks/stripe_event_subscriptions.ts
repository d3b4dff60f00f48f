/**
 * The billing areas whose Stripe event handlers the webhook endpoint loads: one import per area, each a module of
 * top-level `onStripeEvent(...)` calls (core/billing/<area>/stripe_events.ts).
 */
import '#core/billing/customers/stripe_events'
import '#core/billing/subscriptions/stripe_events'
import '#core/billing/referrals/stripe_events'
import '#core/billing/invoices/stripe_events'
