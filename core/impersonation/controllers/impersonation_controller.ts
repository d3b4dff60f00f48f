import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/users/models/user'
import { startImpersonationValidator } from '#core/impersonation/impersonation_validators'
import { startImpersonation } from '#core/impersonation/actions/start_impersonation'
import { stopImpersonation } from '#core/impersonation/actions/stop_impersonation'
import { impersonatorIdOf } from '#core/impersonation/impersonation_session'

const person = (user: User) => ({
  id: user.id,
  email: user.email,
  firstname: user.firstname,
  name: user.name,
})

export default class ImpersonationController {
  async show(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const adminId = impersonatorIdOf(ctx)
    const admin = adminId === null ? null : await User.find(adminId)
    return {
      impersonating: admin !== null,
      impersonator: admin ? person(admin) : null,
      user: person(user),
    }
  }

  async store(ctx: HttpContext) {
    const { user_id: userId } = await ctx.request.validateUsing(startImpersonationValidator)
    const { admin, target } = await startImpersonation(ctx, userId)
    return { impersonating: true, impersonator: person(admin), user: person(target) }
  }

  async destroy(ctx: HttpContext) {
    const admin = await stopImpersonation(ctx)
    if (!admin) return ctx.response.noContent()
    return { impersonating: false, impersonator: null, user: person(admin) }
  }
}
