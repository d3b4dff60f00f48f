import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AccessGrant from '#core/access/models/access_grant'
import type Invitation from '#core/invitations/models/invitation'
import InvitationSubject from '#core/invitations/models/invitation_subject'
import type User from '#core/users/models/user'
import { recordAudit } from '#kernel/audit/audit'

/** Gives a newly registered user what the invitation promised: partner membership and/or grants. */
export async function acceptInvitation(
  invitation: Invitation,
  user: User,
  trx: TransactionClientContract
) {
  if (invitation.partnerId) {
    user.partnerId = invitation.partnerId
    await user.useTransaction(trx).save()
  }
  const rows = await InvitationSubject.query({ client: trx }).where('invitation_id', invitation.id)
  const subjects = rows.map((row) => ({ type: row.subjectType, id: row.subjectId }))
  if (subjects.length === 0 && invitation.subjectType && invitation.subjectId) {
    subjects.push({ type: invitation.subjectType, id: invitation.subjectId })
  }
  if (invitation.permissions.length > 0) {
    for (const subject of subjects) {
      await AccessGrant.updateOrCreate(
        { userId: user.id, subjectType: subject.type, subjectId: subject.id },
        { permissions: invitation.permissions },
        { client: trx }
      )
    }
  }
  invitation.acceptedAt = DateTime.now()
  invitation.acceptedUserId = user.id
  await invitation.useTransaction(trx).save()
  await recordAudit(
    {
      action: 'invitation.accepted',
      actorId: user.id,
      actorEmail: user.email,
      objectType: 'invitation',
      objectId: invitation.id,
    },
    trx
  )
}
