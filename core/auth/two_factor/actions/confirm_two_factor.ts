import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import { verifySecondFactor } from '#core/auth/two_factor/services/verify_second_factor'
import { replaceRecoveryCodes } from '#core/auth/two_factor/services/recovery_codes'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'

/** The first good code turns the pending factor on; the answer carries the ten recovery codes, shown this once. */
export async function confirmTwoFactor(user: User, code: string) {
  const pending = await UserTwoFactor.find(user.id)
  if (!pending || pending.isConfirmed) throw new AppException(409, 'E_TWO_FACTOR_NOT_PENDING')
  const method = await verifySecondFactor(user, { code }, { pending: true })

  const recoveryCodes = await db.transaction(async (trx) => {
    const factor = await UserTwoFactor.query({ client: trx })
      .where('user_id', user.id)
      .forUpdate()
      .firstOrFail()
    factor.confirmedAt = DateTime.now()
    await factor.save()
    user.useTransaction(trx)
    user.twoFaEnabled = true
    await user.save()
    await recordAudit(
      {
        action: 'auth.two_factor_enabled',
        objectType: 'user',
        objectId: user.id,
        newValues: { method },
      },
      trx
    )
    return replaceRecoveryCodes(user.id, trx)
  })
  return { method, recovery_codes: recoveryCodes }
}
