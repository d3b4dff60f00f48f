/**
 * The one place the official Stripe SDK is built. The API version is pinned so that the SDK, the real Stripe and the
 * simulator all speak the same shapes (docs: payments-and-integrations §0). `apiBase` points the unmodified SDK at
 * another server (the simulator): the SDK takes host, port and protocol, and always adds `/v1/` itself.
 */
import Stripe from 'stripe'
import env from '#start/env'
import { STRIPE_API_VERSION } from './api_version.js'

export { STRIPE_API_VERSION }

export interface StripeClientOptions {
  secretKey: string
  /** e.g. `http://127.0.0.1:12111`; null or undefined → api.stripe.com. */
  apiBase?: string | null
  /** The SDK retries connection errors, 409 and 5xx by itself (same idempotency key); default 2. */
  maxNetworkRetries?: number
  timeoutMs?: number
}

export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 30_000,
    telemetry: false,
    appInfo: { name: 'Airdeck' },
    ...apiBaseOptions(options.apiBase),
  })
}

/** The SDK's host/port/protocol options for an API base URL. */
export function apiBaseOptions(
  apiBase: string | null | undefined
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port || (protocol === 'http' ? '80' : '443'),
    protocol,
  }
}

/** The configured client (STRIPE_SECRET_KEY, STRIPE_API_BASE), or null when billing is not configured. */
export function stripeClientFromEnv(): Stripe | null {
  const secretKey = env.get('STRIPE_SECRET_KEY')
  if (!secretKey) return null
  return createStripeClient({ secretKey, apiBase: env.get('STRIPE_API_BASE') })
}

/** The signing secret of our webhook endpoint (`whsec_…`), for `stripe.webhooks.constructEvent`. */
export function stripeWebhookSecret(): string | undefined {
  return env.get('STRIPE_WEBHOOK_SECRET')
}
