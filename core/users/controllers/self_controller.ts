import type { HttpContext } from '@adonisjs/core/http'
import { getSelfRecord } from '#core/users/queries/get_self_record'
import { exportOwnData } from '#core/users/queries/export_own_data'
import { updateSelf } from '#core/users/actions/update_self'
import { changePassword } from '#core/users/actions/change_password'
import { updateSelfValidator, changePasswordValidator } from '#core/users/validators/self_validators'

export default class SelfController {
  async show({ auth }: HttpContext) {
    return getSelfRecord(auth.getUserOrFail())
  }

  async update({ auth, request }: HttpContext) {
    const changes = await request.validateUsing(updateSelfValidator)
    const user = await updateSelf(auth.getUserOrFail(), changes)
    return getSelfRecord(user)
  }

  async updatePassword({ auth, request, session, response }: HttpContext) {
    const { current_password: current, password, revoke_tokens: revokeTokens } = await request.validateUsing(changePasswordValidator)
    const currentSessionId = auth.authenticatedViaGuard === 'web' ? session.sessionId : undefined
    await changePassword(auth.getUserOrFail(), current, password, { currentSessionId, revokeTokens })
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
