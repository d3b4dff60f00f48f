import type { HttpContext } from '@adonisjs/core/http'
import { applyStripeEvent, verifiedStripeEvent } from './receive_stripe_event.js'

/** Stripe's deliveries to us (routes.ts): no session or CSRF, the signature of the raw body is the authentication. */
export default class StripeWebhookController {
  async receive({ request }: HttpContext) {
    const event = verifiedStripeEvent(request.raw(), request.header('stripe-signature'))
    const outcome = await applyStripeEvent(event)
    return { received: true, duplicate: outcome === 'duplicate' }
  }
}
