import { Job } from '#kernel/jobs/job'
import { recheckVenueMismatches } from '#core/billing/mismatches/detect_service_mismatches'

/**
 * A venue's service check redone after a Stripe event changed its subscription. A job, because the webhook handler
 * runs in a transaction that must stay short and the product may have to be read from Stripe; it reads the venue as
 * it is when it runs, so running it twice is harmless.
 */
export default class RecheckVenueMismatchesJob extends Job<{ locationId: number }> {
  static jobName = 'billing.recheck_venue_mismatches'
  static queue = 'billing'
  static attempts = 5
  static backoff = { type: 'exponential' as const, delayMs: 5_000 }

  async handle({ locationId }: { locationId: number }) {
    await recheckVenueMismatches(locationId)
  }
}
