import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { forgetAccountFailures } from '#core/auth/services/account_failures'
import { revokeAllTokens } from '#core/auth/services/revoke_tokens'
import User from '#core/users/models/user'
import PasswordReset from '#core/auth/models/password_reset'
import { AppException } from '#kernel/exceptions/app_exception'
import { hashSecretToken } from '#kernel/crypto/secret_token'
import { recordAudit } from '#kernel/audit/audit'
import { endOtherSessions } from '#core/auth/services/user_sessions'
import { personalInputs } from '#core/auth/services/password_strength'

/** The name and address of the account a reset token belongs to (none for an unknown token: the reset refuses it). */
export async function resetAccountInputs(token: unknown) {
  if (typeof token !== 'string' || !token) return []
  const reset = await PasswordReset.findBy('token_hash', hashSecretToken(token))
  const account = reset ? await User.find(reset.userId) : null
  return account ? personalInputs(account) : []
}

/**
 * Sets a new password from a single-use, unexpired reset token, then ends every session and revokes every personal
 * access token of the account: whoever knew the old password may have made one.
 */
export async function resetPassword(token: string, password: string) {
  const user = await db.transaction(async (trx) => {
    const reset = await PasswordReset.query({ client: trx })
      .where('token_hash', hashSecretToken(token))
      .forUpdate()
      .first()
    if (!reset || reset.usedAt || reset.expiresAt < DateTime.now()) {
      throw new AppException(400, 'E_INVALID_RESET_TOKEN')
    }
    const account = await User.findOrFail(reset.userId, { client: trx })
    account.password = password
    account.passwordChangedAt = DateTime.now()
    await account.save()
    reset.usedAt = DateTime.now()
    await reset.save()
    const tokensRevoked = await revokeAllTokens(account.id, trx)
    await recordAudit(
      {
        action: 'auth.password_reset',
        actorId: account.id,
        actorEmail: account.email,
        objectType: 'user',
        objectId: account.id,
        newValues: { password: '[redacted]', tokens_revoked: tokensRevoked },
      },
      trx
    )
    return account
  })

  await endOtherSessions(user.id)
  await forgetAccountFailures(user.email)
  return user
}
