import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import { replaceRecoveryCodes } from '#core/auth/two_factor/services/recovery_codes'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(user: User) {
  if (!user.twoFaEnabled) throw new AppException(409, 'E_TWO_FACTOR_NOT_ENABLED')
  const codes = await db.transaction(async (trx) => {
    await recordAudit(
      { action: 'auth.recovery_codes_regenerated', objectType: 'user', objectId: user.id },
      trx
    )
    return replaceRecoveryCodes(user.id, trx)
  })
  return { recovery_codes: codes }
}
