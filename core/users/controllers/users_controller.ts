import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import {
  assertMayManageUsers,
  findManagedUser,
  grantsOf,
  listManagedUsers,
} from '#core/users/queries/managed_users'
import { managedUserViews } from '#core/users/transformers/managed_user_transformer'
import { updateManagedUser } from '#core/users/actions/update_managed_user'
import { removeUserAccess } from '#core/users/actions/remove_user_access'
import { deleteUserAccount } from '#core/users/actions/delete_user_account'
import {
  deleteUserValidator,
  listUsersValidator,
  updateUserValidator,
} from '#core/users/validators/user_validators'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'
import { paginated } from '#kernel/http/pagination'
import type { UserAccess } from '#core/access/services/user_access'
import type User from '#core/users/models/user'

export default class UsersController {
  async index(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    assertMayManageUsers(access)
    const filters = await ctx.request.validateUsing(listUsersValidator, { data: ctx.request.qs() })
    const { page, grants } = await listManagedUsers(access, filters)
    const views = await managedUserViews(access, page.all(), grants)
    return paginated(page, (user) => views.get(user.id)!)
  }

  async show(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const user = await findManagedUser(access, routeId(ctx.params.id))
    return this.present(access, user)
  }

  async update(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const user = await findManagedUser(access, routeId(ctx.params.id))
    const changes = await ctx.request.validateUsing(updateUserValidator)
    await updateManagedUser(access, user, changes)
    return this.present(access, user)
  }

  /** The body says what goes: `{subject_type, subject_id}` one object's access, `{everything: true}` the account. */
  async destroy(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const user = await findManagedUser(access, routeId(ctx.params.id))
    const input = await ctx.request.validateUsing(deleteUserValidator)
    if (input.everything) {
      await deleteUserAccount(access, user)
      return ctx.response.noContent()
    }
    if (!input.subject_type || !input.subject_id)
      throw AppException.invalidField('subject_type', 'required')
    const result = await removeUserAccess(
      access,
      user,
      input.subject_type,
      input.subject_id,
      input.confirm_last_permission_removal ?? false
    )
    return result
  }

  private async present(access: UserAccess, user: User) {
    const views = await managedUserViews(access, [user], await grantsOf(access, [user.id]))
    return views.get(user.id)!
  }
}
