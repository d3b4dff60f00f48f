import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Location from '#core/locations/models/location'
import { subscriptionFollowsArchive } from '#core/billing/subscriptions/follow_archive'
import { recheckVenueMismatches } from '#core/billing/mismatches/detect_service_mismatches'
import { illegalStatusTransition } from '#core/locations/actions/status_transition_error'
import { createdValues, recordAudit } from '#kernel/audit/audit'

/**
 * Archives (pauses) a location. The whole live record, as it was, goes into
 * the audit entry (secrets redacted) so the history keeps what the venue
 * looked like; the status it had is kept for the restore. Snoozing ends.
 */
export async function archiveLocation(location: Location, reason?: string) {
  if (location.status === 'archived') throw illegalStatusTransition('archived', 'archived')
  const saved = await db.transaction(async (trx) => {
    const current = await Location.query({ client: trx })
      .where('id', location.id)
      .forUpdate()
      .firstOrFail()
    const snapshot = createdValues(current)
    current.merge({
      statusBeforeArchive: current.status,
      status: 'archived',
      archivedAt: DateTime.utc(),
      snoozedUntil: null,
    })
    await current.save()
    await subscriptionFollowsArchive(current, trx)
    await recordAudit(
      {
        action: 'location.archived',
        objectType: 'location',
        objectId: current.id,
        oldValues: { status: snapshot.status, snapshot },
        newValues: {
          status: 'archived',
          archived_at: current.archivedAt!.toISO(),
          reason: reason ?? null,
        },
      },
      trx
    )
    return current
  })
  await recheckVenueMismatches(saved.id)
  return saved
}
