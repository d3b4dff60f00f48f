import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { UserAccess } from '#core/access/services/user_access'
import {
  findVisibleGroup,
  listGroups,
  visibleGroupCustomers,
} from '#core/groups/queries/group_queries'
import { groupPolicy } from '#core/groups/policies/group_policy'
import { transformGroup } from '#core/groups/transformers/group_transformer'
import {
  createGroupValidator,
  listGroupsValidator,
  updateGroupValidator,
} from '#core/groups/validators/group_validators'
import { createGroup } from '#core/groups/actions/create_group'
import { deleteGroup } from '#core/groups/actions/delete_group'
import { routeId } from '#kernel/http/route_id'
import { paginated } from '#kernel/http/pagination'
import { saveWithAudit } from '#kernel/audit/save_with_audit'
import { AppException } from '#kernel/exceptions/app_exception'

export default class GroupsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listGroupsValidator, { data: ctx.request.qs() })
    return paginated(await listGroups(await requestAccess(ctx), filters), (group) =>
      transformGroup(group)
    )
  }

  async store(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    if (!groupPolicy.create(access)) throw AppException.forbidden()
    const group = await createGroup(access, await ctx.request.validateUsing(createGroupValidator))
    // Re-read the grants: a partner just received one on this group.
    const fresh = await UserAccess.for(access.user)
    return ctx.response.created(
      transformGroup(
        group,
        await fresh.permissionsOn('group', group.id),
        await visibleGroupCustomers(fresh, group)
      )
    )
  }

  async show(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const group = await findVisibleGroup(access, routeId(ctx.params.id))
    return transformGroup(
      group,
      await access.permissionsOn('group', group.id),
      await visibleGroupCustomers(access, group)
    )
  }

  async update(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const group = await findVisibleGroup(access, routeId(ctx.params.id))
    if (!(await groupPolicy.update(access, group))) throw AppException.forbidden()
    await saveWithAudit(group, await ctx.request.validateUsing(updateGroupValidator), 'group')
    return transformGroup(
      group,
      await access.permissionsOn('group', group.id),
      await visibleGroupCustomers(access, group)
    )
  }

  async destroy(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const group = await findVisibleGroup(access, routeId(ctx.params.id))
    if (!(await groupPolicy.delete(access, group))) throw AppException.forbidden()
    await deleteGroup(group)
    return ctx.response.noContent()
  }
}
