import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Invitation from '#core/invitations/models/invitation'
import { SUBJECT_MODELS } from '#core/invitations/subject_models'
import Partner from '#core/partners/models/partner'
import User from '#core/users/models/user'
import type { UserAccess } from '#core/access/services/user_access'
import type { PermissionKey, SubjectType } from '#core/access/permissions'
import { AppException } from '#kernel/exceptions/app_exception'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { queueMail } from '#core/mail/queue_mail'
import { invitationMail } from '#core/invitations/mails/invitation_mail'
import { INVITATION_DAYS } from '#core/auth/auth_constants'

interface InvitationInput {
  email: string
  lang?: 'en' | 'nl' | 'fr' | 'de'
  subject_type?: SubjectType
  subject_id?: number
  permissions?: PermissionKey[]
  partner_id?: number
}

/**
 * Invites someone to register. Admins may invite anyone anywhere (and into
 * a partner); others need `users_create` on the object they grant access to,
 * and may only grant keys they hold there themselves.
 */
export async function createInvitation(access: UserAccess, input: InvitationInput) {
  const inviter = access.user
  if (await User.findBy('email', input.email)) throw AppException.invalidField('email', 'not_registered', 'E_USER_EXISTS')
  if (input.partner_id && !access.isAdmin) throw AppException.forbidden()
  if (input.partner_id && !(await Partner.find(input.partner_id))) throw AppException.invalidField('partner_id', 'exists')

  let subjectName: string | null = null
  const permissions = input.permissions ?? []
  if (input.subject_type && input.subject_id) {
    const subject = await SUBJECT_MODELS[input.subject_type].find(input.subject_id)
    const held = subject ? await access.permissionsOn(input.subject_type, subject.id) : []
    if (!subject || held.length === 0) throw AppException.notFound()
    if (!held.includes('users_create')) throw AppException.forbidden()
    if (permissions.length === 0) throw AppException.invalidField('permissions', 'min_permissions', 'E_NO_PERMISSIONS')
    if (permissions.some((key) => !held.includes(key))) throw AppException.forbidden()
    subjectName = subject.name
  } else if (!access.isAdmin) {
    throw AppException.forbidden()
  }

  return db.transaction(async (trx) => {
    const { token, hash } = newSecretToken()
    const invitation = await Invitation.create(
      {
        email: input.email,
        tokenHash: hash,
        invitedById: inviter.id,
        partnerId: input.partner_id ?? null,
        subjectType: input.subject_type ?? null,
        subjectId: input.subject_id ?? null,
        permissions,
        lang: input.lang ?? inviter.lang,
        expiresAt: DateTime.now().plus({ days: INVITATION_DAYS }),
      },
      { client: trx }
    )
    await queueMail(invitationMail(invitation, token, inviter, subjectName), { trx })
    await recordAudit({ action: 'invitation.created', objectType: 'invitation', objectId: invitation.id, newValues: createdValues(invitation) }, trx)
    return invitation
  })
}
