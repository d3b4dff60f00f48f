import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AccessGrant from '#core/access/models/access_grant'
import type Invitation from '#core/invitations/models/invitation'
import type User from '#core/users/models/user'
import { recordAudit } from '#kernel/audit/audit'

/** Gives a newly registered user what the invitation promised: partner membership and/or a grant. */
export async function acceptInvitation(invitation: Invitation, user: User, trx: TransactionClientContract) {
  if (invitation.partnerId) {
    user.partnerId = invitation.partnerId
    await user.useTransaction(trx).save()
  }
  if (invitation.subjectType && invitation.subjectId && invitation.permissions.length > 0) {
    await AccessGrant.updateOrCreate(
      { userId: user.id, subjectType: invitation.subjectType, subjectId: invitation.subjectId },
      { permissions: invitation.permissions },
      { client: trx }
    )
  }
  invitation.acceptedAt = DateTime.now()
  invitation.acceptedUserId = user.id
  await invitation.useTransaction(trx).save()
  await recordAudit({ action: 'invitation.accepted', actorId: user.id, actorEmail: user.email, objectType: 'invitation', objectId: invitation.id }, trx)
}
