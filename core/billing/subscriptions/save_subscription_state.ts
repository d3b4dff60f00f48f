import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import Location from '#core/locations/models/location'
import { recordAudit } from '#kernel/audit/audit'
import { subscriptionColumns } from './subscription_state.js'
import type { AuditAction } from '#kernel/audit/audit_actions'

/**
 * Stores the subscription just read from Stripe on the venue, as of now (events created before this moment are
 * older than what we saved and will be ignored), with an audit entry.
 */
export async function saveSubscriptionState(location: Location, subscription: Stripe.Subscription, itemId: string | null, action: AuditAction, extra: Partial<Location> = {}) {
  return db.transaction(async (trx) => {
    const current = await Location.query({ client: trx }).where('id', location.id).forUpdate().firstOrFail()
    const before = { subscription_id: current.subscriptionId, subscription_item_id: current.subscriptionItemId, subscription_status: current.subscriptionStatus }
    current.merge({ ...subscriptionColumns(subscription, itemId), ...extra, subscriptionSyncedAt: DateTime.utc() })
    await current.save()
    const after = { subscription_id: current.subscriptionId, subscription_item_id: current.subscriptionItemId, subscription_status: current.subscriptionStatus }
    await recordAudit({ action, objectType: 'location', objectId: current.id, oldValues: before, newValues: after }, trx)
    return current
  })
}
