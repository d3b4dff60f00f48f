import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import SocialLogin from '#core/auth/social/models/social_login'
import type { SocialIdentity } from '#core/auth/social/social_flow'
import type { SocialProvider } from '#core/auth/social/social_providers'

/** The account an identity was attached to; none is the spec's "no user linked" (the e-mail is never used to guess). */
export async function findSocialUser(identity: SocialIdentity): Promise<User> {
  const login = await SocialLogin.query()
    .where('provider', identity.provider)
    .where('subject', identity.subject)
    .first()
  const user = login ? await User.find(login.userId) : null
  if (!login || !user) {
    await recordAudit({
      action: 'auth.social_login_failed',
      actorId: null,
      actorEmail: identity.email,
      newValues: { provider: identity.provider, reason: 'no_user' },
    })
    throw new AppException(403, 'E_SOCIAL_NO_USER')
  }
  login.lastUsedAt = DateTime.now()
  await login.save()
  await recordAudit({
    action: 'auth.login_succeeded',
    actorId: user.id,
    actorEmail: user.email,
    objectType: 'user',
    objectId: user.id,
    newValues: { provider: identity.provider },
  })
  return user
}

/** Attaches an identity to the signed-in account: refused when it belongs to someone else or the provider is attached. */
export async function attachSocialLogin(user: User, identity: SocialIdentity) {
  await db.transaction(async (trx) => {
    const owner = await SocialLogin.query({ client: trx })
      .where('provider', identity.provider)
      .where('subject', identity.subject)
      .forUpdate()
      .first()
    if (owner && owner.userId !== user.id)
      throw new AppException(409, 'E_SOCIAL_LINKED_TO_OTHER_USER')
    const mine = await SocialLogin.query({ client: trx })
      .where('user_id', user.id)
      .where('provider', identity.provider)
      .first()
    if (owner || mine) throw new AppException(409, 'E_SOCIAL_ALREADY_ATTACHED')
    await SocialLogin.create(
      {
        userId: user.id,
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
      },
      { client: trx }
    )
    await recordAudit(
      {
        action: 'auth.social_attached',
        objectType: 'user',
        objectId: user.id,
        newValues: { provider: identity.provider },
      },
      trx
    )
  })
}

export async function detachSocialLogin(user: User, provider: SocialProvider) {
  await db.transaction(async (trx) => {
    const deleted = await SocialLogin.query({ client: trx })
      .where('user_id', user.id)
      .where('provider', provider)
      .delete()
    if (!Number(Array.isArray(deleted) ? deleted[0] : deleted)) throw AppException.notFound()
    await recordAudit(
      {
        action: 'auth.social_detached',
        objectType: 'user',
        objectId: user.id,
        newValues: { provider },
      },
      trx
    )
  })
}

export function listSocialLogins(userId: number) {
  return SocialLogin.query().where('user_id', userId).orderBy('provider')
}

/** Spec §4: an attached social login turns password sign-in off until it is detached. */
export async function assertPasswordLoginAllowed(user: User) {
  const attached = await SocialLogin.query().where('user_id', user.id).select('id').first()
  if (!attached) return
  await recordAudit({
    action: 'auth.login_failed',
    actorId: user.id,
    actorEmail: user.email,
    newValues: { reason: 'password_login_disabled' },
  })
  throw new AppException(403, 'E_PASSWORD_LOGIN_DISABLED')
}
