import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleGroup, listGroups } from '#core/groups/queries/group_queries'
import { groupPolicy } from '#core/groups/policies/group_policy'
import { transformGroup } from '#core/groups/transformers/group_transformer'
import { listGroupsValidator, updateGroupValidator } from '#core/groups/validators/group_validators'
import { routeId } from '#kernel/http/route_id'
import { paginated } from '#kernel/http/pagination'
import { saveWithAudit } from '#kernel/audit/save_with_audit'
import { AppException } from '#kernel/exceptions/app_exception'

export default class GroupsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listGroupsValidator, { data: ctx.request.qs() })
    return paginated(await listGroups(await requestAccess(ctx), filters), (group) => transformGroup(group))
  }

  async show(ctx: HttpContext) {
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    const group = await findVisibleGroup(access, id)
    return transformGroup(group, await access.permissionsOn('group', group.id))
  }

  async update(ctx: HttpContext) {
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    const group = await findVisibleGroup(access, id)
    if (!(await groupPolicy.update(access, group))) throw AppException.forbidden()
    const input = await ctx.request.validateUsing(updateGroupValidator)
    await saveWithAudit(group, input, 'group')
    return transformGroup(group, await access.permissionsOn('group', group.id))
  }
}
