import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import type User from '#core/users/models/user'

/** Deletes an account with its grants and tokens (admins only, never their own). */
export async function deleteUserAccount(access: UserAccess, user: User) {
  if (!access.isAdmin) throw AppException.forbidden()
  if (user.id === access.user.id) throw AppException.invalidField('everything', 'not_self')
  await db.transaction(async (trx) => {
    const oldValues = {
      email: user.email,
      firstname: user.firstname,
      name: user.name,
      partner_id: user.partnerId,
      is_admin: user.isAdmin,
    }
    await user.useTransaction(trx).delete()
    await recordAudit(
      { action: 'user.deleted', objectType: 'user', objectId: user.id, oldValues },
      trx
    )
  })
}
