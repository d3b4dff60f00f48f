import db from '@adonisjs/lucid/services/db'
import User, { type Language } from '#core/users/models/user'
import { AppException } from '#kernel/exceptions/app_exception'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { findUsableInvitation } from '#core/invitations/queries/find_usable_invitation'
import { acceptInvitation } from '#core/invitations/actions/accept_invitation'

interface Registration {
  firstname: string
  name: string
  email: string
  password: string
  lang: Language
  token?: string
}

/** Creates an account, and applies the invitation when the link carried one. All or nothing. */
export async function registerUser(input: Registration) {
  return db.transaction(async (trx) => {
    const invitation = input.token ? await findUsableInvitation(input.token, trx) : null
    if (input.token && !invitation)
      throw AppException.invalidField('token', 'invite', 'E_INVITE_INVALID')
    if (invitation && invitation.email.toLowerCase() !== input.email) {
      throw AppException.invalidField('email', 'invite_email')
    }
    if (await User.query({ client: trx }).where('email', input.email).first()) {
      throw AppException.invalidField('email', 'unique')
    }

    const { token: _token, ...fields } = input
    const user = await User.create(fields, { client: trx })
    await user.refresh() // the row's defaults (is_admin, partner_id, two_fa_enabled) onto the model
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
    if (invitation) await acceptInvitation(invitation, user, trx)
    return user
  })
}
