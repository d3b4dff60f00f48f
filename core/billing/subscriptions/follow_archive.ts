import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Location from '#core/locations/models/location'
import { dispatch } from '#kernel/jobs/dispatch'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import FollowArchiveJob from '#core/billing/subscriptions/jobs/follow_archive_job'
import { hasLiveSubscription } from './cancel_at_period_end.js'

/** Called when a venue is archived or restored: its subscription follows once `trx` commits (see FollowArchiveJob). */
export async function subscriptionFollowsArchive(
  location: Location,
  trx: TransactionClientContract
) {
  if (!billingConfigured() || !hasLiveSubscription(location)) return
  await dispatch(FollowArchiveJob, { locationId: location.id }, { trx })
}
