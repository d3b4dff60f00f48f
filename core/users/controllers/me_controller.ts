import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/users/models/user'
import { transformOwnProfile } from '#core/users/transformers/user_transformer'
import { transformToken } from '#core/users/transformers/token_transformer'
import { createTokenValidator, paginationValidator } from '#core/users/validators/self_validators'
import { issueAccessToken } from '#core/auth/actions/issue_access_token'
import { paginateArray } from '#kernel/http/pagination'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'
import { recordAudit } from '#kernel/audit/audit'

export default class MeController {
  async show({ auth }: HttpContext) {
    return transformOwnProfile(auth.getUserOrFail())
  }

  async tokens({ auth, request }: HttpContext) {
    const { page, perPage } = await request.validateUsing(paginationValidator, {
      data: request.qs(),
    })
    const tokens = await User.accessTokens.all(auth.getUserOrFail())
    return paginateArray(
      tokens.map((token) => transformToken(token)),
      page,
      perPage
    )
  }

  async createToken({ auth, request, response }: HttpContext) {
    const { name, expires_in_days: days } = await request.validateUsing(createTokenValidator)
    const token = await issueAccessToken(auth.getUserOrFail(), name, days)
    return response.created(transformToken(token, { withSecret: true }))
  }

  async deleteToken({ auth, params, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const id = routeId(params.id)
    const deleted = await User.accessTokens.delete(user, id)
    if (!deleted) throw AppException.notFound()
    await recordAudit({ action: 'token.deleted', objectType: 'access_token', objectId: id })
    return response.noContent()
  }
}
