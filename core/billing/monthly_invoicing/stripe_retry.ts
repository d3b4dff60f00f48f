import { isStripeUnavailable } from '#core/billing/customers/stripe_errors'

/**
 * Retries a Stripe call that could not be answered now (down, 5xx, 429) with backoff. Every call it wraps carries an
 * idempotency key built from our ids, so a retry of a request Stripe did apply returns the first answer instead of
 * charging twice. (The SDK itself retries 5xx and connection errors twice, with the same key, but not 429.)
 */
export async function withStripeRetries<T>(
  call: () => Promise<T>,
  { attempts = 5, firstDelayMs = 200 } = {}
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      if (attempt >= attempts || !isStripeUnavailable(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** (attempt - 1)))
    }
  }
}
