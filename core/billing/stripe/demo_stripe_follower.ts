import env from '#start/env'
import { billingOverrideActive, useBillingStripe } from '#core/billing/stripe/billing_stripe'
import { recordedDemoEndpoint, STRIPE_SERVICE } from '#kernel/runtime/demo_endpoints'

let followed: string | null = null

/**
 * A worker (or any process that did not start the demo's Stripe simulator) bills through the simulator the web
 * process recorded, with its keys: without this, a customer sync on a worker found billing unconfigured. A configured
 * STRIPE_SECRET_KEY, or a simulator of this process's own, always wins.
 */
export async function followRecordedDemoStripe() {
  if (env.get('STRIPE_SECRET_KEY')) return
  if (billingOverrideActive() && followed === null) return
  const recorded = await recordedDemoEndpoint(STRIPE_SERVICE)
  const secretKey = recorded?.secrets?.secretKey
  if (recorded && secretKey) {
    const identity = `${recorded.url} ${secretKey}`
    if (identity === followed) return
    useBillingStripe({
      secretKey,
      apiBase: recorded.url,
      webhookSecret: recorded.secrets?.webhookSecret,
      loopbackOnly: true,
    })
    followed = identity
  } else if (followed !== null) {
    useBillingStripe(null)
    followed = null
  }
}

/** Follows the record now and every `intervalMs` (the web process may start after the worker); returns the stop. */
export function keepFollowingDemoStripe(onError: (error: unknown) => void, intervalMs = 15_000) {
  const follow = () => void followRecordedDemoStripe().catch(onError)
  follow()
  const timer = setInterval(follow, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
