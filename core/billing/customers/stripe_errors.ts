import Stripe from 'stripe'
import { AppException } from '#kernel/exceptions/app_exception'

/** Stripe could not answer now (down, slow, rate-limited, 5xx): worth retrying later, never the caller's fault. */
export function isStripeUnavailable(error: unknown) {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  )
}

export function isStripeMissing(error: unknown) {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  )
}

/** For a call made while the user waits: Stripe being down is a 503 E_STRIPE_UNAVAILABLE, never a 500. */
export async function whileUserWaits<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isStripeUnavailable(error)) throw new AppException(503, 'E_STRIPE_UNAVAILABLE')
    throw error
  }
}
