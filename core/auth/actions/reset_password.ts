import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { loginLimits } from '#core/auth/services/failure_throttle'
import User from '#core/users/models/user'
import PasswordReset from '#core/auth/models/password_reset'
import { AppException } from '#kernel/exceptions/app_exception'
import { hashSecretToken } from '#kernel/crypto/secret_token'
import { recordAudit } from '#kernel/audit/audit'
import { endOtherSessions } from '#core/auth/services/user_sessions'

/** Sets a new password from a single-use, unexpired reset token, then ends every session of the account. */
export async function resetPassword(token: string, password: string) {
  const user = await db.transaction(async (trx) => {
    const reset = await PasswordReset.query({ client: trx }).where('token_hash', hashSecretToken(token)).forUpdate().first()
    if (!reset || reset.usedAt || reset.expiresAt < DateTime.now()) {
      throw new AppException(400, 'E_INVALID_RESET_TOKEN')
    }
    const account = await User.findOrFail(reset.userId, { client: trx })
    account.password = password
    account.passwordChangedAt = DateTime.now()
    await account.save()
    reset.usedAt = DateTime.now()
    await reset.save()
    await recordAudit({ action: 'auth.password_reset', actorId: account.id, actorEmail: account.email, objectType: 'user', objectId: account.id, newValues: { password: '[redacted]' } }, trx)
    return account
  })

  await endOtherSessions(user.id)
  const [emailLimit] = loginLimits(user.email, '')
  await limiter.use({ requests: emailLimit.requests, duration: emailLimit.window }).delete(emailLimit.key)
  return user
}
