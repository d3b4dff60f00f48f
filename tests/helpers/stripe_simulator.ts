import type { Group } from '@japa/runner/core'
import { startStripeSimulator, type StripeSimulator } from '#core/billing/stripe/simulator/index'
import { useBillingStripe } from '#core/billing/stripe/billing_stripe'

export type { StripeSimulator }

export const SIMULATOR_SECRET_KEY = 'sk_test_airdeck'
export const SIMULATOR_WEBHOOK_SECRET = 'whsec_airdeck_test_endpoint_secret'

/** Our webhook endpoint on the test server (Stripe posts signed events to it). */
export function stripeWebhookUrl() {
  return `http://127.0.0.1:${process.env.PORT}/rest/webhooks/stripe`
}

/**
 * Starts the Stripe simulator (loopback, free port) before the group, with our webhook endpoint registered, and
 * points billing at it; both are undone after the group. Failed deliveries are retried after 0.2, 0.5 and 1 s.
 * `webhooks: false`: no endpoint (suites that compare table digests must not get deliveries at random moments).
 */
export function useStripeSimulator(
  group: Group,
  options: { webhooks?: boolean } = {}
): () => StripeSimulator {
  let simulator: StripeSimulator | undefined
  group.setup(async () => {
    simulator = await startStripeSimulator({
      secretKeys: [SIMULATOR_SECRET_KEY],
      host: '127.0.0.1',
      webhookEndpoints:
        options.webhooks === false
          ? []
          : [{ url: stripeWebhookUrl(), secret: SIMULATOR_WEBHOOK_SECRET }],
      webhookRetryDelaysMs: [200, 500, 1000],
    })
    useBillingStripe({
      secretKey: SIMULATOR_SECRET_KEY,
      apiBase: simulator.url,
      webhookSecret: SIMULATOR_WEBHOOK_SECRET,
    })
    return async () => {
      useBillingStripe(null)
      await simulator?.events.idle()
      await simulator?.stop()
    }
  })
  return () => {
    if (!simulator) throw new Error('the Stripe simulator starts in group.setup')
    return simulator
  }
}

/**
 * The event of this type (and predicate) that our endpoint accepted (a 2xx delivery), or undefined; use with pollUntil.
 */
export function webhookDelivered(
  sim: StripeSimulator,
  eventType: string,
  predicate: (event: any) => boolean = () => true
) {
  const accepted = sim.events.deliveries.filter(
    (delivery) =>
      delivery.type === eventType &&
      delivery.status !== null &&
      delivery.status >= 200 &&
      delivery.status < 300
  )
  for (const delivery of accepted) {
    const event = sim.store.find(delivery.eventId)
    if (event && predicate(event)) return event
  }
  return undefined
}

/**
 * Before each test's own transaction is rolled back: waits for `work` (e.g. jobs still running) and then for every
 * webhook delivery in flight, so none lands in the next test. Register it after `withGlobalTransaction`.
 */
export function settleStripeDeliveries(
  group: Group,
  simulator: () => StripeSimulator,
  work: () => Promise<unknown> = async () => {}
) {
  group.each.setup((test) => {
    test.cleanup(async () => {
      await work()
      await simulator().events.idle()
    })
  })
}
