import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type User from '#core/users/models/user'
import SalesVisit from '#core/sales/models/sales_visit'
import { pendingChanges, recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import type {
  createVisitValidator,
  updateVisitValidator,
} from '#core/sales/validators/visit_validators'
import { assertMayChangeVisit } from '#core/sales/queries/visible_visits'
import type { FollowUpMethod } from '#core/sales/sales_fields'

type NewVisit = Infer<typeof createVisitValidator>
type VisitChanges = Infer<typeof updateVisitValidator>

/** Coordinates come as a pair or not at all: half a position cannot be put on the map. */
function assertPosition(latitude: number | null | undefined, longitude: number | null | undefined) {
  if (
    (latitude === null || latitude === undefined) !==
    (longitude === null || longitude === undefined)
  ) {
    throw AppException.invalidField(
      latitude === null || latitude === undefined ? 'latitude' : 'longitude',
      'required'
    )
  }
}

/** A follow-up method only goes with a follow-up. */
function followUpMethod(followUp: boolean, method: FollowUpMethod | null | undefined) {
  return followUp ? (method ?? null) : null
}

/** A hunter records a visit: the signed-in user is the hunter. */
export async function recordVisit(hunter: User, input: NewVisit) {
  assertPosition(input.latitude, input.longitude)
  const followUp = input.followUp ?? false
  return db.transaction(async (trx) => {
    const visit = await SalesVisit.create(
      {
        ...input,
        hunterId: hunter.id,
        outcome: 'open',
        followUp,
        followUpMethod: followUpMethod(followUp, input.followUpMethod),
      },
      { client: trx }
    )
    await recordAudit(
      {
        action: 'sales_visit.created',
        objectType: 'sales_visit',
        objectId: visit.id,
        newValues: { venueName: visit.venueName },
      },
      trx
    )
    // Read back, so the fields left out of the form answer null (and the database defaults) instead of being absent.
    await visit.refresh()
    await visit.load('hunter')
    return visit
  })
}

/** The hunter of the visit or an admin changes it; only what is sent changes. */
export async function updateVisit(user: User, visit: SalesVisit, changes: VisitChanges) {
  assertMayChangeVisit(user, visit)
  const merged = { latitude: visit.latitude, longitude: visit.longitude, ...changes }
  assertPosition(merged.latitude, merged.longitude)
  const attributes = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined)
  )
  visit.merge(attributes)
  visit.followUpMethod = followUpMethod(visit.followUp, visit.followUpMethod)
  const { oldValues, newValues, changed } = pendingChanges(visit)
  if (!changed) return visit
  await db.transaction(async (trx) => {
    visit.useTransaction(trx)
    await visit.save()
    await recordAudit(
      {
        action: 'sales_visit.updated',
        objectType: 'sales_visit',
        objectId: visit.id,
        oldValues,
        newValues,
      },
      trx
    )
  })
  return visit
}
