import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import PendingRegistration from '#core/auth/models/pending_registration'
import { AppException } from '#kernel/exceptions/app_exception'
import { hashSecretToken } from '#kernel/crypto/secret_token'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { randomBytes } from 'node:crypto'

/**
 * Open registration, step two: the mailed link proves the address, so the account is created now, with the
 * password chosen at step one. A link that expired, was used, or whose address got an account meanwhile (an
 * accepted invitation) is no longer valid.
 */
export async function confirmRegistration(token: string) {
  return db.transaction(async (trx) => {
    const pending = await PendingRegistration.query({ client: trx })
      .where('token_hash', hashSecretToken(token))
      .forUpdate()
      .first()
    if (!pending || pending.expiresAt < DateTime.now())
      throw new AppException(400, 'E_INVITE_INVALID')
    await pending.useTransaction(trx).delete()
    if (await User.query({ client: trx }).where('email', pending.email).first())
      throw new AppException(400, 'E_INVITE_INVALID')

    // The model hashes whatever password it saves; the confirmed hash is then put in place as it was chosen.
    const user = await User.create(
      {
        email: pending.email,
        firstname: pending.firstname,
        name: pending.name,
        lang: pending.lang,
        password: randomBytes(24).toString('base64url'),
      },
      { client: trx }
    )
    await trx.from('users').where('id', user.id).update({ password: pending.passwordHash })
    await user.refresh()
    await recordAudit(
      {
        action: 'user.registered',
        actorId: user.id,
        actorEmail: user.email,
        objectType: 'user',
        objectId: user.id,
        newValues: createdValues(user),
      },
      trx
    )
    return user
  })
}
