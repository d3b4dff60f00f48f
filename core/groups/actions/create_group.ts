import db from '@adonisjs/lucid/services/db'
import Group from '#core/groups/models/group'
import type { UserAccess } from '#core/access/services/user_access'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { customersToMove, setCustomersGroup } from '#core/groups/actions/group_membership'
import {
  DEFAULT_PARTNER_PERMISSIONS,
  grantCreatorPartner,
} from '#core/partners/actions/partner_access'

/** The group wizard's result: the group, its customers, and for a partner a grant on it; all or nothing. */
export async function createGroup(
  access: UserAccess,
  input: { name: string; customerIds?: number[] }
) {
  const groupKeys = access.isAdmin ? [] : DEFAULT_PARTNER_PERMISSIONS
  const customers = input.customerIds?.length
    ? await customersToMove(access, input.customerIds, 'customerIds', {
        groupId: null,
        keys: groupKeys,
      })
    : []
  return db.transaction(async (trx) => {
    const group = await Group.create({ name: input.name }, { client: trx })
    await recordAudit(
      {
        action: 'group.created',
        objectType: 'group',
        objectId: group.id,
        newValues: createdValues(group),
      },
      trx
    )
    if (!access.isAdmin && access.user.partnerId)
      await grantCreatorPartner(access.user.partnerId, 'group', group.id, trx)
    await setCustomersGroup(customers, group.id, trx)
    return group
  })
}
