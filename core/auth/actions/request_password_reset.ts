import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import User from '#core/users/models/user'
import PasswordReset from '#core/auth/models/password_reset'
import { AppException } from '#kernel/exceptions/app_exception'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { recordAudit } from '#kernel/audit/audit'
import { queueMail } from '#core/mail/queue_mail'
import { passwordResetMail } from '#core/auth/mails/password_reset_mail'

import { PASSWORD_RESET_MINUTES } from '#core/auth/auth_constants'

/**
 * Sends a reset link when the e-mail belongs to an account. The answer is
 * the same either way; the "already requested recently" throttle is keyed
 * by the e-mail as typed, so it does not reveal which accounts exist.
 */
export async function requestPasswordReset(email: string, ip: string) {
  const perEmail = limiter.use({ requests: 1, duration: '2 mins' })
  const perIp = limiter.use({ requests: 10, duration: '1 hour' })
  await consumeOrThrow(perIp, `recover:ip:${ip}`, 'E_TOO_MANY_REQUESTS')
  await consumeOrThrow(perEmail, `recover:email:${email}`, 'E_RESET_THROTTLED')

  const user = await User.findBy('email', email)
  if (!user) {
    await recordAudit({ action: 'auth.password_reset_requested', actorId: null, actorEmail: email })
    return
  }

  await db.transaction(async (trx) => {
    await PasswordReset.query({ client: trx }).where('user_id', user.id).whereNull('used_at').delete()
    const { token, hash } = newSecretToken()
    await PasswordReset.create(
      { userId: user.id, tokenHash: hash, expiresAt: DateTime.now().plus({ minutes: PASSWORD_RESET_MINUTES }), ip },
      { client: trx }
    )
    await queueMail(passwordResetMail(user, token), { trx })
    await recordAudit({ action: 'auth.password_reset_requested', actorId: null, actorEmail: email, objectType: 'user', objectId: user.id }, trx)
  })
}

async function consumeOrThrow(lim: ReturnType<typeof limiter.use>, key: string, code: string) {
  try {
    await lim.consume(key)
  } catch {
    throw AppException.tooManyRequests(code, await lim.availableIn(key))
  }
}
