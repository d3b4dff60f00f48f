/** The demo's Stripe: the simulator in-process, our webhook endpoint registered on it (providers/demo_billing_provider.ts). */
export const DEMO_STRIPE = {
  defaultPort: 12111,
  portVariable: 'DEMO_STRIPE_PORT',
  secretKey: 'sk_test_airdeck_demo',
  webhookSecret: 'whsec_airdeck_demo_endpoint',
} as const

export function demoStripeWebhookUrl() {
  return `http://127.0.0.1:${process.env.PORT ?? 3333}/rest/webhooks/stripe`
}
