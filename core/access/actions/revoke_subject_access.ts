import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { SubjectType } from '#core/access/permissions'

/**
 * Removes every grant (user and partner) and every pending invitation that
 * points at objects about to be deleted: those rows have no foreign key
 * (the subject is polymorphic), so nothing else would clean them up.
 * Returns how many grants were removed, for the audit entry.
 */
export async function revokeSubjectAccess(trx: TransactionClientContract, subjectType: SubjectType, ids: number[]) {
  if (ids.length === 0) return 0
  const direct = await trx.from('access_grants').where('subject_type', subjectType).whereIn('subject_id', ids).delete()
  const viaPartner = await trx.from('partner_grants').where('subject_type', subjectType).whereIn('subject_id', ids).delete()
  await trx.from('invitations').where('subject_type', subjectType).whereIn('subject_id', ids).whereNull('accepted_at').delete()
  // Invitations that open several objects list them here; the others they open stay valid.
  await trx.from('invitation_subjects').where('subject_type', subjectType).whereIn('subject_id', ids).delete()
  return Number(direct) + Number(viaPartner)
}
