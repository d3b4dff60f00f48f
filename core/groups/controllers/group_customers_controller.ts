import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { requestAccess } from '#core/access/services/request_access'
import { whereGroupVisible } from '#core/access/services/visibility'
import Group from '#core/groups/models/group'
import { groupCustomersValidator } from '#core/groups/validators/group_validators'
import { customersToMove, setCustomersGroup } from '#core/groups/actions/group_membership'
import { visibleGroupCustomers } from '#core/groups/queries/group_queries'
import { transformGroup } from '#core/groups/transformers/group_transformer'
import { findVisibleCustomer } from '#core/customers/queries/customer_queries'
import { transformCustomer } from '#core/customers/transformers/customer_transformer'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Group membership. Moving a customer into a group widens who sees it
 * (everyone granted on the group), so it takes group_update on the group
 * and customer_update on each customer moved (see customersToMove).
 */
export default class GroupCustomersController {
  async update(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const { groupId, customerIds } = await ctx.request.validateUsing(groupCustomersValidator)
    const group = await whereGroupVisible(Group.query(), access).where('groups.id', groupId).first()
    if (!group) throw AppException.invalidField('groupId', 'exists')
    const groupKeys = access.permissionsFor({ group: group.id, customer: null, location: null })
    if (!groupKeys.includes('group_update')) throw AppException.forbidden()
    const customers = await customersToMove(access, customerIds, 'customerIds', {
      groupId: group.id,
      keys: groupKeys,
    })
    await db.transaction((trx) => setCustomersGroup(customers, group.id, trx))
    return transformGroup(group, groupKeys, await visibleGroupCustomers(access, group))
  }

  async destroy(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    if (customer.groupId) {
      const mayLeave =
        (await access.can('group_update', 'group', customer.groupId)) &&
        (await access.can('customer_update', 'customer', customer.id))
      if (!mayLeave) throw AppException.forbidden()
      await db.transaction((trx) => setCustomersGroup([customer], null, trx))
    }
    await customer.load('group')
    return transformCustomer(customer, await access.permissionsOn('customer', customer.id), {
      stripeIds: access.isAdmin,
    })
  }
}
