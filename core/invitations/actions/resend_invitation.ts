import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Invitation from '#core/invitations/models/invitation'
import User from '#core/users/models/user'
import { subjectLabel, subjectNames } from '#core/access/services/subject_names'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { recordAudit } from '#kernel/audit/audit'
import { queueMail } from '#core/mail/queue_mail'
import { invitationMailFor } from '#core/invitations/mails/invitation_mail'
import { INVITATION_DAYS } from '#core/auth/auth_constants'

/** A new link (the old one stops working), a new expiry, a new mail. */
export async function resendInvitation(invitation: Invitation, sender: User) {
  const names = await subjectNames(
    invitation.subjects.map((s) => ({ subject_type: s.subjectType, subject_id: s.subjectId }))
  )
  const inviter =
    (invitation.invitedById ? await User.find(invitation.invitedById) : null) ?? sender
  await db.transaction(async (trx) => {
    const { token, hash } = newSecretToken()
    invitation.tokenHash = hash
    invitation.expiresAt = DateTime.now().plus({ days: INVITATION_DAYS })
    await invitation.useTransaction(trx).save()
    await queueMail(await invitationMailFor(invitation, token, inviter, subjectLabel(names), trx), {
      trx,
    })
    await recordAudit(
      {
        action: 'invitation.resent',
        objectType: 'invitation',
        objectId: invitation.id,
        newValues: { expires_at: invitation.expiresAt.toISO() },
      },
      trx
    )
  })
  return invitation
}
