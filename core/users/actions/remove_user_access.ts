import db from '@adonisjs/lucid/services/db'
import AccessGrant from '#core/access/models/access_grant'
import type { UserAccess } from '#core/access/services/user_access'
import type { SubjectType } from '#core/access/permissions'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { assertOutranks } from '#core/access/services/grantable'
import type User from '#core/users/models/user'

/**
 * Takes away a user's access to one object (needs users_delete there, and
 * every key the grant carries).
 * Spec §5: removing the last permission leaves the account without access,
 * so that removal is refused with E_LAST_PERMISSION until the caller
 * confirms it with `confirm_last_permission_removal: true`.
 */
export async function removeUserAccess(
  access: UserAccess,
  user: User,
  type: SubjectType,
  id: number,
  confirmed: boolean
) {
  const held = await access.permissionsOn(type, id)
  const grant = await AccessGrant.query()
    .where({ user_id: user.id, subject_type: type, subject_id: id })
    .first()
  if (!grant || !held.includes('users_read')) throw AppException.notFound()
  if (!held.includes('users_delete')) throw AppException.forbidden()
  if (!access.isAdmin) assertOutranks(held, grant.permissions)

  const others = await AccessGrant.query()
    .where('user_id', user.id)
    .whereNot('id', grant.id)
    .count('* as total')
  const isLast = Number(others[0].$extras.total) === 0 && !user.isAdmin && !user.isPartner
  if (isLast && !confirmed) {
    throw new AppException(422, 'E_LAST_PERMISSION', {
      errors: [{ field: 'confirm_last_permission_removal', rule: 'last_permission' }],
    })
  }

  await db.transaction(async (trx) => {
    await grant.useTransaction(trx).delete()
    await recordAudit(
      {
        action: 'user.access_removed',
        objectType: 'user',
        objectId: user.id,
        oldValues: { subject_type: type, subject_id: id, permissions: grant.permissions },
      },
      trx
    )
  })
  return { left_without_access: isLast }
}
