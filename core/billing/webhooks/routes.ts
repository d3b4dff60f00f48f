import { apiRoutes } from '#kernel/http/contract/api_routes'
import { anyone } from '#kernel/http/contract/route_access'
import { boolean, json, object } from '#kernel/http/contract/schemas'

const StripeWebhook = () => import('#core/billing/webhooks/stripe_webhook_controller')

/** Stripe's webhook deliveries (payments-and-integrations §1.10). */
export function stripeWebhookRoutes() {
  apiRoutes('Billing').post('/webhooks/stripe', [StripeWebhook, 'receive'], {
    access: anyone,
    retrySafe:
      'each Stripe event id is applied once; a repeated event is acknowledged without applying it again',
    limit: 'inboundWebhooks',
    summary:
      'Stripe events (called by Stripe): the raw body must carry a valid `Stripe-Signature` of our endpoint secret, dated at most 300 s from now either way (a body over 1 MB is a 413, a compressed one a 415, a signed body that is not an event a 400 `E_INVALID_WEBHOOK_PAYLOAD`); each event id is applied once, a failed one answers 503 so Stripe sends it again. In the demo (its Stripe simulator) only from this machine, 403 otherwise',
    response: json(object({ received: boolean(), duplicate: boolean() })),
    errors: [
      'E_STRIPE_SIGNATURE_INVALID',
      'E_INVALID_WEBHOOK_PAYLOAD',
      'E_STRIPE_EVENT_FAILED',
      'E_BILLING_NOT_CONFIGURED',
      'E_BAD_REQUEST',
    ],
  })
}
