import db from '@adonisjs/lucid/services/db'
import Group from '#core/groups/models/group'
import PartnerGrant from '#core/access/models/partner_grant'
import { PERMISSION_KEYS } from '#core/access/permissions'
import type { UserAccess } from '#core/access/services/user_access'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { customersToMove, setCustomersGroup } from '#core/groups/actions/group_membership'

const PARTNER_GROUP_KEYS = PERMISSION_KEYS.filter((key) => !key.startsWith('invoices_'))

/** The group wizard's result: the group, its customers, and for a partner a grant on it; all or nothing. */
export async function createGroup(access: UserAccess, input: { name: string; customerIds?: number[] }) {
  const groupKeys = access.isAdmin ? [] : PARTNER_GROUP_KEYS
  const customers = input.customerIds?.length ? await customersToMove(access, input.customerIds, 'customerIds', { groupId: null, keys: groupKeys }) : []
  return db.transaction(async (trx) => {
    const group = await Group.create({ name: input.name }, { client: trx })
    await recordAudit({ action: 'group.created', objectType: 'group', objectId: group.id, newValues: createdValues(group) }, trx)
    if (!access.isAdmin && access.user.partnerId) {
      const partnerGrant = await PartnerGrant.create(
        { partnerId: access.user.partnerId, subjectType: 'group', subjectId: group.id, permissions: [...PARTNER_GROUP_KEYS] },
        { client: trx }
      )
      await recordAudit({ action: 'partner_grant.created', objectType: 'partner_grant', objectId: partnerGrant.id, newValues: createdValues(partnerGrant) }, trx)
    }
    await setCustomersGroup(customers, group.id, trx)
    return group
  })
}
