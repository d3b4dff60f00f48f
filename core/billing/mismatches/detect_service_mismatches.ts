import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { billingConfigured, billingStripe } from '#core/billing/stripe/billing_stripe'
import { planOfProduct } from '#core/billing/prices/caas_prices'
import { isStripeMissing } from '#core/billing/customers/stripe_errors'
import { BILLED_STATUSES, INSTALLED_STATUSES, type MismatchKind } from './mismatch_kinds.js'

interface VenueRow {
  id: number
  status: string
  plan: number
  demo: boolean
  subscription_status: string | null
  subscription_cancel_at_period_end: boolean
  subscription_product_id: string | null
  free_tier: boolean
  demo_mode: boolean
}

export interface Mismatch {
  locationId: number
  kind: MismatchKind
  details: Record<string, unknown>
}

/** Every active Stripe product with the plan it stands for (null: made by hand, not one of our CaaS products). */
async function productPlans() {
  const plans = new Map<string, number | null>()
  for await (const product of billingStripe().products.list({ active: true, limit: 100 }))
    plans.set(product.id, planOfProduct(product))
  return plans
}

/**
 * The mismatches of one venue (spec §4): installed but not billed (live or on standby, nothing billed, not a demo or
 * free-tier customer); billed but not active (billed while not installed or archived, unless it ends at period end);
 * product differs (the billed product is not our CaaS product of the venue's plan, or no longer exists; not for a
 * venue whose billing is ending).
 */
export function mismatchesOf(
  venue: VenueRow,
  plans: Map<string, number | null> | null
): Mismatch[] {
  const found: Mismatch[] = []
  const installed = (INSTALLED_STATUSES as readonly string[]).includes(venue.status)
  const billed = (BILLED_STATUSES as readonly string[]).includes(venue.subscription_status ?? '')
  const exempt = venue.demo || venue.free_tier || venue.demo_mode
  if (installed && !billed && !exempt)
    found.push({
      locationId: venue.id,
      kind: 'installed_not_billed',
      details: { status: venue.status, subscription_status: venue.subscription_status },
    })
  if (billed && !installed && !venue.subscription_cancel_at_period_end)
    found.push({
      locationId: venue.id,
      kind: 'billed_not_active',
      details: { status: venue.status, subscription_status: venue.subscription_status },
    })
  // A venue no longer installed whose billing ends at period end is on its way out: nothing to fix on its product.
  const ending = !installed && venue.subscription_cancel_at_period_end
  if (billed && plans && venue.subscription_product_id && !ending) {
    const billedPlan = plans.has(venue.subscription_product_id)
      ? plans.get(venue.subscription_product_id)!
      : undefined
    if (billedPlan !== venue.plan) {
      found.push({
        locationId: venue.id,
        kind: 'product_differs',
        details: {
          plan: venue.plan,
          billed_plan: billedPlan ?? null,
          product_id: venue.subscription_product_id,
          product_known: billedPlan !== undefined,
        },
      })
    }
  }
  return found
}

const venueRows = (client: QueryClientContract = db.connection()) =>
  client
    .from('locations')
    .join('customers', 'customers.id', 'locations.customer_id')
    .select(
      'locations.id',
      'locations.status',
      'locations.plan',
      'locations.demo',
      'locations.subscription_status',
      'locations.subscription_cancel_at_period_end',
      'locations.subscription_product_id',
      'customers.free_tier',
      'customers.demo_mode'
    )

/**
 * The daily service check: every venue is compared with its billing and the findings replace the previous ones, in
 * one transaction with the row that records the check. Without Stripe configured the product check is left out.
 */
export async function checkServiceMismatches() {
  const startedAt = DateTime.utc()
  const plans = billingConfigured() ? await productPlans() : null
  const venues: VenueRow[] = await venueRows()
  const mismatches = venues.flatMap((venue) => mismatchesOf(venue, plans))
  await db.transaction(async (trx) => {
    await trx.from('service_mismatches').delete()
    const detectedAt = DateTime.utc().toJSDate()
    for (let start = 0; start < mismatches.length; start += 500) {
      const rows = mismatches.slice(start, start + 500).map((entry) => ({
        location_id: entry.locationId,
        kind: entry.kind,
        details: JSON.stringify(entry.details),
        detected_at: detectedAt,
      }))
      await trx.table('service_mismatches').insert(rows)
    }
    await trx.table('service_mismatch_checks').insert({
      started_at: startedAt.toJSDate(),
      finished_at: detectedAt,
      locations_checked: venues.length,
      mismatches: mismatches.length,
    })
  })
  return { checked: venues.length, mismatches: mismatches.length }
}

/** A billed product as the caller already has it (e.g. expanded on the subscription just saved). */
export interface KnownProduct {
  id: string
  active: boolean
  plan: number | null
}

/**
 * Re-checks one venue after its subscription, status or plan changed, so a fixed mismatch leaves the list at once
 * (and a new one appears) instead of at the next daily check. Nothing happens before the first full check: the screen
 * says "not checked yet" then. The billed product is read from Stripe when the caller does not know it; when Stripe
 * cannot be reached the venue keeps its previous product finding until the daily check.
 *
 * Two re-checks of one venue can overlap (a Stripe event's job beside an admin's plan change). The findings are
 * therefore computed from the venue as it is read again under a row lock, in the transaction that writes them: the
 * last writer always works from the latest state, never from what it read before the other one committed.
 */
export async function recheckVenueMismatches(locationId: number, known?: KnownProduct | null) {
  if (!(await db.from('service_mismatch_checks').select('id').first())) return
  let product: ProductLookup | null = null
  for (let attempt = 0; attempt < 3; attempt++) {
    const venue: VenueRow | null =
      (await venueRows().where('locations.id', locationId).first()) ?? null
    if (!venue) return
    if (product?.id !== venue.subscription_product_id)
      product = await lookUpProduct(locationId, venue.subscription_product_id, known)
    const written = await db.transaction(async (trx) => {
      await trx.from('locations').where('id', locationId).forUpdate().select('id')
      const current: VenueRow | null =
        (await venueRows(trx).where('locations.id', locationId).first()) ?? null
      if (!current) return true
      // The billed product changed since it was looked up: look it up again, outside the lock.
      if (current.subscription_product_id !== product!.id) return false
      await writeVenueFindings(trx, current, product!)
      return true
    })
    if (written) return
  }
  // Its product changed three times while it was looked up: the next change or the daily check will see it settle.
  logger.warn(
    { locationId },
    'service mismatch re-check: the billed product kept changing; left as it was'
  )
}

interface ProductLookup {
  id: string | null
  plans: Map<string, number | null> | null
  keepProductFinding: boolean
}

async function lookUpProduct(
  locationId: number,
  productId: string | null,
  known?: KnownProduct | null
): Promise<ProductLookup> {
  if (!productId || !billingConfigured())
    return { id: productId, plans: null, keepProductFinding: false }
  try {
    const product = known?.id === productId ? known : await retrieveProduct(productId)
    return {
      id: productId,
      plans: new Map(product?.active ? [[productId, product.plan]] : []),
      keepProductFinding: false,
    }
  } catch (error) {
    // Logged: a re-check that silently kept the old finding once left a test (and an admin) puzzled.
    logger.warn(
      { err: error, locationId },
      'service mismatch re-check: the billed product could not be read from Stripe; its finding is kept'
    )
    return { id: productId, plans: null, keepProductFinding: true }
  }
}

async function writeVenueFindings(
  trx: TransactionClientContract,
  venue: VenueRow,
  { plans, keepProductFinding }: ProductLookup
) {
  const found = mismatchesOf(venue, plans).filter(
    (entry) => !(keepProductFinding && entry.kind === 'product_differs')
  )
  const previous = trx.from('service_mismatches').where('location_id', venue.id)
  await (keepProductFinding ? previous.whereNot('kind', 'product_differs') : previous).delete()
  const detectedAt = DateTime.utc().toJSDate()
  // The daily check may have committed the same finding meanwhile: it is one finding, the latest details win.
  if (found.length)
    await trx
      .knexQuery()
      .table('service_mismatches')
      .insert(
        found.map((entry) => ({
          location_id: entry.locationId,
          kind: entry.kind,
          details: JSON.stringify(entry.details),
          detected_at: detectedAt,
        }))
      )
      .onConflict(['location_id', 'kind'])
      .merge(['details', 'detected_at'])
}

async function retrieveProduct(id: string): Promise<KnownProduct | null> {
  try {
    const product = await billingStripe().products.retrieve(id)
    return {
      id,
      active: product.active && !(product as { deleted?: boolean }).deleted,
      plan: planOfProduct(product),
    }
  } catch (error) {
    if (isStripeMissing(error)) return null
    throw error
  }
}
