import { invalidatePortals } from '#core/portal/public/cache/portal_stamp'
import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#kernel/audit/audit'
import { readOpeningHours, type OpeningHours } from '#core/opening_hours/opening_hours'
import type { SubjectType } from '#core/access/permissions'

const TABLES: Record<SubjectType, string> = {
  location: 'locations',
  customer: 'customers',
  group: 'groups',
}

export async function loadOpeningHours(subject: SubjectType, id: number) {
  const row = await db.from(TABLES[subject]).select('opening_hours').where('id', id).first()
  return readOpeningHours(row?.opening_hours)
}

/** Saves the hours and their audit entry together. */
export async function saveOpeningHours(subject: SubjectType, id: number, hours: OpeningHours) {
  await db.transaction(async (trx) => {
    const row = await trx
      .from(TABLES[subject])
      .select('opening_hours')
      .where('id', id)
      .forUpdate()
      .first()
    await trx
      .from(TABLES[subject])
      .where('id', id)
      .update({ opening_hours: JSON.stringify(hours), updated_at: new Date() })
    await recordAudit(
      {
        action: `${subject}.opening_hours_updated`,
        objectType: subject,
        objectId: id,
        oldValues: { opening_hours: row?.opening_hours ?? null },
        newValues: { opening_hours: hours },
      },
      trx
    )
    // A guest's sign-in checks the venue's hours from the portal cache (sign_in_portal_cache.ts).
    await invalidatePortals(trx)
  })
  return hours
}
