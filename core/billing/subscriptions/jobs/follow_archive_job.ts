import Location from '#core/locations/models/location'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import { Job } from '#kernel/jobs/job'
import {
  hasLiveSubscription,
  setCancelAtPeriodEnd,
} from '#core/billing/subscriptions/cancel_at_period_end'

/**
 * Archiving a venue ends its subscription at the end of the paid period; restoring it takes back a cancellation that
 * archiving asked for (not one an admin asked for). A job, so Stripe being down never blocks the archive: it is
 * retried, and it reads the venue's state when it runs, so it is idempotent.
 */
export default class FollowArchiveJob extends Job<{ locationId: number }> {
  static jobName = 'billing.subscription_follow_archive'
  static queue = 'billing'
  static attempts = 8
  static backoff = { type: 'exponential' as const, delayMs: 5_000 }

  async handle({ locationId }: { locationId: number }) {
    if (!billingConfigured()) return
    const location = await Location.find(locationId)
    if (!location || !hasLiveSubscription(location)) return
    const archived = location.status === 'archived'
    if (archived && !location.subscriptionCancelAtPeriodEnd)
      await setCancelAtPeriodEnd(location, true, 'archived')
    if (
      !archived &&
      location.subscriptionCancelAtPeriodEnd &&
      location.subscriptionCancelReason === 'archived'
    )
      await setCancelAtPeriodEnd(location, false, null)
  }
}
