import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import Location from '#core/locations/models/location'
import { recordAudit } from '#kernel/audit/audit'
import type { AuditAction } from '#kernel/audit/audit_actions'
import { itemFor, subscriptionColumns } from './subscription_state.js'
import {
  recheckVenueMismatches,
  type KnownProduct,
} from '#core/billing/mismatches/detect_service_mismatches'
import { planOfProduct } from '#core/billing/prices/caas_prices'

/**
 * Stores the subscription just read from Stripe on the venue, as of now (events created before this moment are
 * older than what we saved and will be ignored), with an audit entry; then the venue's service check is redone.
 */
export async function saveSubscriptionState(
  location: Location,
  subscription: Stripe.Subscription,
  itemId: string | null,
  action: AuditAction,
  extra: Partial<Location> = {}
) {
  const saved = await db.transaction(async (trx) => {
    const current = await Location.query({ client: trx })
      .where('id', location.id)
      .forUpdate()
      .firstOrFail()
    const before = {
      subscription_id: current.subscriptionId,
      subscription_item_id: current.subscriptionItemId,
      subscription_status: current.subscriptionStatus,
    }
    current.merge({
      ...subscriptionColumns(subscription, itemId),
      ...extra,
      subscriptionSyncedAt: DateTime.utc(),
    })
    await current.save()
    const after = {
      subscription_id: current.subscriptionId,
      subscription_item_id: current.subscriptionItemId,
      subscription_status: current.subscriptionStatus,
    }
    await recordAudit(
      { action, objectType: 'location', objectId: current.id, oldValues: before, newValues: after },
      trx
    )
    return current
  })
  await recheckVenueMismatches(saved.id, billedProduct(subscription, saved.subscriptionItemId))
  return saved
}

/** The product the venue's item bills, when the subscription came with it expanded (SUBSCRIPTION_EXPAND). */
function billedProduct(
  subscription: Stripe.Subscription,
  itemId: string | null
): KnownProduct | null {
  const product = itemFor(subscription, itemId)?.price.product
  if (!product || typeof product === 'string') return null
  return {
    id: product.id,
    active: 'active' in product ? product.active : false,
    plan: 'metadata' in product ? planOfProduct(product) : null,
  }
}
