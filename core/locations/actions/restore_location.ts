import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import { subscriptionFollowsArchive } from '#core/billing/subscriptions/follow_archive'
import { recheckVenueMismatches } from '#core/billing/mismatches/detect_service_mismatches'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

/** Puts an archived location back in the status it had before. */
export async function restoreLocation(location: Location) {
  if (location.status !== 'archived') throw new AppException(422, 'E_LOCATION_NOT_ARCHIVED')
  const saved = await db.transaction(async (trx) => {
    const current = await Location.query({ client: trx })
      .where('id', location.id)
      .forUpdate()
      .firstOrFail()
    const archivedAt = current.archivedAt?.toISO() ?? null
    current.merge({
      status: current.statusBeforeArchive ?? 'to_deploy',
      statusBeforeArchive: null,
      archivedAt: null,
    })
    await current.save()
    await subscriptionFollowsArchive(current, trx)
    await recordAudit(
      {
        action: 'location.restored',
        objectType: 'location',
        objectId: current.id,
        oldValues: { status: 'archived', archived_at: archivedAt },
        newValues: { status: current.status, archived_at: null },
      },
      trx
    )
    return current
  })
  await recheckVenueMismatches(saved.id)
  return saved
}
