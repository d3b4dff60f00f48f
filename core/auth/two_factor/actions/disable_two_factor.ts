import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import RecoveryCode from '#core/auth/two_factor/models/recovery_code'
import { recordAudit } from '#kernel/audit/audit'

/** Turns two-factor off (or abandons a pending set-up): the seed, codes and recovery codes are deleted. */
export async function disableTwoFactor(user: User) {
  await db.transaction(async (trx) => {
    await UserTwoFactor.query({ client: trx }).where('user_id', user.id).delete()
    await RecoveryCode.query({ client: trx }).where('user_id', user.id).delete()
    user.useTransaction(trx)
    user.twoFaEnabled = false
    await user.save()
    await recordAudit(
      { action: 'auth.two_factor_disabled', objectType: 'user', objectId: user.id },
      trx
    )
  })
}
