/**
 * The Stripe client every billing area uses. It comes from the environment (STRIPE_SECRET_KEY, STRIPE_API_BASE,
 * STRIPE_WEBHOOK_SECRET) unless demo start or a test group replaced it with `useBillingStripe` (the simulator).
 */
import type Stripe from 'stripe'
import { AppException } from '#kernel/exceptions/app_exception'
import { createStripeClient, stripeClientFromEnv, stripeWebhookSecret } from './stripe_client.js'

export interface BillingStripeConfig {
  secretKey: string
  apiBase?: string | null
  webhookSecret?: string
  /** The demo's simulator: its events come from this machine, so the endpoint refuses them from anywhere else. */
  loopbackOnly?: boolean
}

let override: { client: Stripe; webhookSecret?: string; loopbackOnly: boolean } | null = null
let fromEnv: Stripe | null | undefined

/** Replaces the env configuration (demo start, tests); `null` goes back to the environment. */
export function useBillingStripe(config: BillingStripeConfig | null): void {
  override = config
    ? {
        client: createStripeClient({ secretKey: config.secretKey, apiBase: config.apiBase }),
        webhookSecret: config.webhookSecret,
        loopbackOnly: config.loopbackOnly ?? false,
      }
    : null
}

/** Whether useBillingStripe replaced the environment's configuration in this process. */
export function billingOverrideActive(): boolean {
  return override !== null
}

function configuredClient(): Stripe | null {
  if (override) return override.client
  if (fromEnv === undefined) fromEnv = stripeClientFromEnv()
  return fromEnv
}

export function billingConfigured(): boolean {
  return configuredClient() !== null
}

/** The configured SDK client; 503 E_BILLING_NOT_CONFIGURED when there is no secret key. */
export function billingStripe(): Stripe {
  const client = configuredClient()
  if (!client) throw new AppException(503, 'E_BILLING_NOT_CONFIGURED')
  return client
}

export function billingWebhookSecret(): string | undefined {
  return override ? override.webhookSecret : stripeWebhookSecret()
}

export function billingWebhookLoopbackOnly(): boolean {
  return override?.loopbackOnly ?? false
}
