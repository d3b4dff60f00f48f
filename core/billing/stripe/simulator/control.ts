/**
 * Test hooks under `/__sim/` (not part of Stripe): complete a checkout, decide a tax id's verification, move the
 * clock, make a payment method decline, emit or resend events, add webhook endpoints, read deliveries.
 */
import { json, type SimRequest, type SimResponse } from '#core/plugins/simulator_kit/sim_http'
import { completeCheckout } from './checkout.js'
import { StripeSimError } from './errors.js'
import type { StripeEvents } from './events.js'
import { renewDueSubscriptions } from './subscription_billing.js'
import type { StripeStore } from './store.js'

export const TAX_ID_VERIFICATION = ['pending', 'verified', 'unverified', 'unavailable'] as const
export type TaxIdVerification = (typeof TAX_ID_VERIFICATION)[number]

export function setTaxIdVerification(
  store: StripeStore,
  taxIdId: string,
  status: TaxIdVerification,
  verifiedName: string | null = null
) {
  if (!TAX_ID_VERIFICATION.includes(status))
    throw new Error(`Unknown verification status ${status}`)
  const taxId = store.get('tax_id', taxIdId)
  const previous = structuredClone(taxId.verification)
  taxId.verification = {
    status,
    verified_address: status === 'verified' ? 'Simulated address' : null,
    verified_name: status === 'verified' ? (verifiedName ?? 'Simulated company') : null,
  }
  store.emit('customer.tax_id.updated', taxId, { verification: previous })
  return taxId
}

/** Moves the clock forward: checkout sessions expire, subscriptions renew or end at their period end. */
export function advanceClock(store: StripeStore, seconds: number) {
  store.clockOffsetSeconds += Math.max(0, seconds)
  renewDueSubscriptions(store)
}

export function stripeControl(
  store: StripeStore,
  events: StripeEvents,
  request: SimRequest
): SimResponse | undefined {
  const body = request.body && typeof request.body === 'object' ? request.body : {}
  const [, resource, id, action] =
    /^\/__sim\/([a-z_]+)(?:\/([A-Za-z0-9_]+))?(?:\/([a-z_]+))?\/?$/.exec(request.path) ?? []
  const route = `${request.method} ${resource ?? ''}${id ? '/:id' : ''}${action ? `/${action}` : ''}`
  try {
    switch (route) {
      case 'POST checkout_sessions/:id/complete':
        return json(
          200,
          completeCheckout(
            store,
            id,
            body.payment_method_type === 'sepa_debit' ? 'sepa_debit' : 'card',
            { failing: Boolean(body.failing) }
          )
        )
      case 'POST tax_ids/:id/verification':
        return json(200, setTaxIdVerification(store, id, body.status, body.verified_name ?? null))
      case 'POST payment_methods/:id/failing':
        store.get('payment_method', id)
        if (body.failing === false) store.failingPaymentMethods.delete(id)
        else store.failingPaymentMethods.add(id)
        return json(200, { id, failing: store.failingPaymentMethods.has(id) })
      case 'POST clock/advance':
        advanceClock(store, Number(body.seconds ?? 0))
        return json(200, { now: store.now() })
      case 'POST events': {
        const object = typeof body.object === 'string' ? store.find(body.object) : body.object
        if (!object || typeof body.type !== 'string')
          return json(400, { error: 'type and object (an id or an object) are required' })
        return json(200, events.emit(body.type, object))
      }
      case 'POST events/:id/resend':
        events.resend(id, { stale: Boolean(body.stale) })
        return json(202, { resent: id })
      case 'POST webhook_endpoints':
        return json(200, events.addEndpoint(String(body.url), body.secret, body.enabled_events))
      case 'GET deliveries':
        return json(200, events.deliveries)
      default:
        return undefined
    }
  } catch (error) {
    if (error instanceof StripeSimError) return error.toResponse()
    return json(400, { error: (error as Error).message })
  }
}
