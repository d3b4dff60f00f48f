import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { SubjectType } from '#core/access/permissions'
import { invalidateAccess } from '#core/access/services/access_stamps'

/**
 * Removes every grant (user and partner) and every pending invitation that
 * points at objects about to be deleted: those rows have no foreign key
 * (the subject is polymorphic), so nothing else would clean them up.
 * Returns how many grants were removed, for the audit entry.
 */
export async function revokeSubjectAccess(
  trx: TransactionClientContract,
  subjectType: SubjectType,
  ids: number[]
) {
  if (ids.length === 0) return 0
  const direct = await trx
    .from('access_grants')
    .where('subject_type', subjectType)
    .whereIn('subject_id', ids)
    .delete()
  const viaPartner = await trx
    .from('partner_grants')
    .where('subject_type', subjectType)
    .whereIn('subject_id', ids)
    .delete()
  await dropInvitationSubjects(trx, subjectType, ids)
  await invalidateAccess('everyone', trx)
  return Number(direct) + Number(viaPartner)
}

/**
 * An invitation that opens several objects keeps the others: it is deleted
 * (when still pending) only once none is left; otherwise its legacy
 * subject_type/subject_id columns, which name its first object, move to
 * the first object that remains.
 */
async function dropInvitationSubjects(
  trx: TransactionClientContract,
  subjectType: SubjectType,
  ids: number[]
) {
  const viaRows = await trx
    .from('invitation_subjects')
    .where('subject_type', subjectType)
    .whereIn('subject_id', ids)
    .select('invitation_id')
  const viaLegacy = await trx
    .from('invitations')
    .where('subject_type', subjectType)
    .whereIn('subject_id', ids)
    .select('id')
  const touched = [
    ...new Set([
      ...viaRows.map((r) => Number(r.invitation_id)),
      ...viaLegacy.map((r) => Number(r.id)),
    ]),
  ]
  if (touched.length === 0) return
  await trx
    .from('invitation_subjects')
    .where('subject_type', subjectType)
    .whereIn('subject_id', ids)
    .delete()

  const remaining = await trx
    .from('invitation_subjects')
    .whereIn('invitation_id', touched)
    .orderBy('id')
    .select('invitation_id', 'subject_type', 'subject_id')
  const firstLeft = new Map<number, { subject_type: string; subject_id: number }>()
  for (const row of remaining)
    if (!firstLeft.has(Number(row.invitation_id))) firstLeft.set(Number(row.invitation_id), row)

  const emptied = touched.filter((id) => !firstLeft.has(id))
  if (emptied.length > 0) {
    await trx.from('invitations').whereIn('id', emptied).whereNull('accepted_at').delete()
    await trx
      .from('invitations')
      .whereIn('id', emptied)
      .update({ subject_type: null, subject_id: null })
  }
  for (const [invitationId, first] of firstLeft) {
    await trx
      .from('invitations')
      .where('id', invitationId)
      .update({ subject_type: first.subject_type, subject_id: first.subject_id })
  }
}
