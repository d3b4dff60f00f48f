import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import User, { type Language } from '#core/users/models/user'
import PendingRegistration from '#core/auth/models/pending_registration'
import { AppException } from '#kernel/exceptions/app_exception'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { recordAudit } from '#kernel/audit/audit'
import { queueMail } from '#core/mail/queue_mail'
import {
  registrationConfirmMail,
  registrationExistsMail,
} from '#core/auth/mails/registration_mails'
import { REGISTRATION_CONFIRM_HOURS } from '#core/auth/auth_constants'

export interface OpenRegistration {
  firstname: string
  name: string
  email: string
  password: string
  lang: Language
}

/**
 * Open registration, step one: mails a confirmation link, and nothing else, for a new address; mails the owner a
 * "someone tried to register" notice for an address that has an account. Both take the same work (a password
 * hash, a mail queued) and give the same answer, so the form tells nobody who has an account.
 */
export async function requestRegistration(input: OpenRegistration, ip: string) {
  await consumeOrThrow(limiter.use({ requests: 10, duration: '1 hour' }), `register:ip:${ip}`)
  await consumeOrThrow(
    limiter.use({ requests: 3, duration: '1 hour' }),
    `register:email:${input.email}`
  )

  const passwordHash = await hash.make(input.password)
  await db.transaction(async (trx) => {
    const existing = await User.query({ client: trx }).where('email', input.email).first()
    if (existing) {
      await queueMail(registrationExistsMail(existing), { trx })
      await recordAudit(
        {
          action: 'auth.registration_for_existing_account',
          actorId: null,
          actorEmail: input.email,
          objectType: 'user',
          objectId: existing.id,
        },
        trx
      )
      return
    }
    const { token, hash: tokenHash } = newSecretToken()
    await PendingRegistration.query({ client: trx }).where('email', input.email).delete()
    const pending = await PendingRegistration.create(
      {
        email: input.email,
        firstname: input.firstname,
        name: input.name,
        lang: input.lang,
        passwordHash,
        tokenHash,
        expiresAt: DateTime.now().plus({ hours: REGISTRATION_CONFIRM_HOURS }),
        ip,
      },
      { client: trx }
    )
    await queueMail(registrationConfirmMail(pending, token), { trx })
    await recordAudit(
      { action: 'auth.registration_requested', actorId: null, actorEmail: input.email },
      trx
    )
  })
}

async function consumeOrThrow(store: ReturnType<typeof limiter.use>, key: string) {
  try {
    await store.consume(key)
  } catch {
    throw AppException.tooManyRequests('E_TOO_MANY_REQUESTS', await store.availableIn(key))
  }
}
