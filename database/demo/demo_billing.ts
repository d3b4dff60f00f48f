import type { StripeSimulator } from '#core/billing/stripe/simulator/index'
import { demoSecrets } from '#database/demo/demo_secrets'
import { onFixedPort } from '#database/demo/demo_simulators'

/** The demo's Stripe: the simulator in-process, our webhook endpoint registered on it (providers/demo_billing_provider.ts). */
export const DEMO_STRIPE = {
  defaultPort: 12111,
  portVariable: 'DEMO_STRIPE_PORT',
} as const

export function demoStripeWebhookUrl() {
  return `http://127.0.0.1:${process.env.PORT ?? 3333}/rest/webhooks/stripe`
}

/**
 * Starts the Stripe simulator on loopback and points billing at it. Its key and our endpoint's signing secret are this
 * installation's own (demoSecrets, kept in `storage`), and events signed with that secret are taken from this machine
 * only: a demo reachable from the network must not take invoices posted by someone who read the repository.
 */
export async function startDemoStripe(storage: string): Promise<StripeSimulator> {
  const { startStripeSimulator } = await import('#core/billing/stripe/simulator/index')
  const { useBillingStripe } = await import('#core/billing/stripe/billing_stripe')
  const { stripeSecretKey, stripeWebhookSecret } = demoSecrets(storage)
  const options = {
    secretKeys: [stripeSecretKey],
    host: '127.0.0.1',
    webhookEndpoints: [{ url: demoStripeWebhookUrl(), secret: stripeWebhookSecret }],
    webhookRetryDelaysMs: [2_000, 10_000, 60_000],
  }
  const simulator = await onFixedPort(DEMO_STRIPE.defaultPort, DEMO_STRIPE.portVariable, (port) =>
    startStripeSimulator({ ...options, port })
  )
  useBillingStripe({
    secretKey: stripeSecretKey,
    apiBase: simulator.url,
    webhookSecret: stripeWebhookSecret,
    loopbackOnly: true,
  })
  return simulator
}
