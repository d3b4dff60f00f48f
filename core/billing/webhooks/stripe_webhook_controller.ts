import type { HttpContext } from '@adonisjs/core/http'
import { billingWebhookLoopbackOnly } from '#core/billing/stripe/billing_stripe'
import { AppException } from '#kernel/exceptions/app_exception'
import { addressRefusal } from '#kernel/outbound/address_rules'
import { applyStripeEvent, verifiedStripeEvent } from './receive_stripe_event.js'

/** Stripe's deliveries to us (routes.ts): no session or CSRF, the signature of the raw body is the authentication. */
export default class StripeWebhookController {
  async receive({ request }: HttpContext) {
    if (billingWebhookLoopbackOnly() && !straightFromThisMachine(request))
      throw AppException.forbidden()
    const event = verifiedStripeEvent(request.raw(), request.header('stripe-signature'))
    const outcome = await applyStripeEvent(event)
    return { received: true, duplicate: outcome === 'duplicate' }
  }
}

/**
 * The demo's simulator posts from this process over loopback, with no proxy in between: a forwarding header means the
 * request came through a proxy from elsewhere (trusted or not), whatever the socket's address.
 */
function straightFromThisMachine(request: HttpContext['request']) {
  const forwarded =
    request.header('x-forwarded-for') !== undefined || request.header('forwarded') !== undefined
  const address = request.request.socket.remoteAddress
  return !forwarded && !!address && addressRefusal(address) === 'loopback'
}
