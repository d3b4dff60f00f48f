import type { HttpContext } from '@adonisjs/core/http'
import { getSelfRecord } from '#core/users/queries/get_self_record'
import { impersonatorIdOf } from '#core/impersonation/impersonation_session'
import { exportOwnData } from '#core/users/queries/export_own_data'
import { updateSelf } from '#core/users/actions/update_self'
import { changePassword } from '#core/users/actions/change_password'
import { personalInputs } from '#core/auth/services/password_strength'
import {
  updateSelfValidator,
  changePasswordValidator,
} from '#core/users/validators/self_validators'

export default class SelfController {
  async show(ctx: HttpContext) {
    return getSelfRecord(ctx.auth.getUserOrFail(), {
      impersonating: impersonatorIdOf(ctx) !== null,
    })
  }

  async update(ctx: HttpContext) {
    const current = ctx.auth.getUserOrFail()
    const changes = await ctx.request.validateUsing(updateSelfValidator, {
      meta: { country: current.country },
    })
    const user = await updateSelf(current, changes)
    return getSelfRecord(user, { impersonating: impersonatorIdOf(ctx) !== null })
  }

  async updatePassword({ auth, request, session, response }: HttpContext) {
    const {
      current_password: current,
      password,
      revoke_tokens: revokeTokens,
    } = await request.validateUsing(changePasswordValidator, {
      meta: { userInputs: personalInputs(auth.getUserOrFail()) },
    })
    const currentSessionId = auth.authenticatedViaGuard === 'web' ? session.sessionId : undefined
    await changePassword(auth.getUserOrFail(), current, password, {
      currentSessionId,
      revokeTokens,
    })
    return response.noContent()
  }

  /** The user's own data as a JSON download. */
  async data({ auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const date = new Date().toISOString().slice(0, 10)
    response.header('content-disposition', `attachment; filename="airdeck-my-data-${date}.json"`)
    return exportOwnData(user)
  }
}
