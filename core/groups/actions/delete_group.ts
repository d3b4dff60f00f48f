import db from '@adonisjs/lucid/services/db'
import type Group from '#core/groups/models/group'
import { revokeSubjectAccess } from '#core/access/actions/revoke_subject_access'
import { createdValues, recordAudit } from '#kernel/audit/audit'

/**
 * Deletes a group. Its customers stay, outside any group (each change
 * audited); grants and pending invitations on the group go with it.
 */
export async function deleteGroup(group: Group) {
  await db.transaction(async (trx) => {
    const members = await trx.from('customers').where('group_id', group.id).forUpdate().select('id')
    await trx
      .from('customers')
      .where('group_id', group.id)
      .update({ group_id: null, updated_at: new Date() })
    for (const member of members) {
      await recordAudit(
        {
          action: 'customer.group_changed',
          objectType: 'customer',
          objectId: member.id,
          oldValues: { group_id: group.id },
          newValues: { group_id: null },
        },
        trx
      )
    }
    const grants = await revokeSubjectAccess(trx, 'group', [group.id])
    const oldValues = createdValues(group)
    group.useTransaction(trx)
    await group.delete()
    await recordAudit(
      {
        action: 'group.deleted',
        objectType: 'group',
        objectId: group.id,
        oldValues,
        newValues: { customers_released: members.map((m) => m.id), grants_revoked: grants },
      },
      trx
    )
  })
}
