import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import PasswordReset from '#core/auth/models/password_reset'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { recordAudit } from '#kernel/audit/audit'
import { queueMail } from '#core/mail/queue_mail'
import { passwordResetMail } from '#core/auth/mails/password_reset_mail'
import { PASSWORD_RESET_MINUTES } from '#core/auth/auth_constants'
import { Job } from '#kernel/jobs/job'
import { runWithPublicUrl } from '#kernel/http/public_url'

interface Payload {
  email: string
  ip: string
  /** The address the request chose for our links (publicUrl); older runs have none. */
  publicUrl?: string
}

/**
 * Looks the address up and, when it has an account, replaces its open reset link and mails the new one. Run as a
 * job so that the request does the same work (and takes the same time) whether the address has an account or not.
 */
export default class SendPasswordResetJob extends Job<Payload> {
  static jobName = 'auth.password_reset'
  static queue = 'mail'
  static attempts = 3
  static backoff = { type: 'exponential' as const, delayMs: 10_000 }
  static timeoutMs = 30_000

  handle({ email, ip, publicUrl }: Payload) {
    return runWithPublicUrl(publicUrl, () => this.#send(email, ip))
  }

  async #send(email: string, ip: string) {
    const user = await User.findBy('email', email)
    if (!user) return
    await db.transaction(async (trx) => {
      await PasswordReset.query({ client: trx })
        .where('user_id', user.id)
        .whereNull('used_at')
        .delete()
      const { token, hash } = newSecretToken()
      await PasswordReset.create(
        {
          userId: user.id,
          tokenHash: hash,
          expiresAt: DateTime.now().plus({ minutes: PASSWORD_RESET_MINUTES }),
          ip,
        },
        { client: trx }
      )
      await queueMail(passwordResetMail(user, token), { trx })
      await recordAudit(
        {
          action: 'auth.password_reset_mailed',
          actorId: null,
          actorEmail: email,
          objectType: 'user',
          objectId: user.id,
        },
        trx
      )
    })
  }
}
