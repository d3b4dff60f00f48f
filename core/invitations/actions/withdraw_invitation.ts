import db from '@adonisjs/lucid/services/db'
import type Invitation from '#core/invitations/models/invitation'
import { recordAudit } from '#kernel/audit/audit'

/** Deletes a pending invitation; its link stops working. */
export async function withdrawInvitation(invitation: Invitation) {
  await db.transaction(async (trx) => {
    const oldValues = {
      email: invitation.email,
      partner_id: invitation.partnerId,
      permissions: invitation.permissions,
      subjects: invitation.subjects.map((s) => ({ type: s.subjectType, id: s.subjectId })),
    }
    await invitation.useTransaction(trx).delete()
    await recordAudit(
      {
        action: 'invitation.deleted',
        objectType: 'invitation',
        objectId: invitation.id,
        oldValues,
      },
      trx
    )
  })
}
