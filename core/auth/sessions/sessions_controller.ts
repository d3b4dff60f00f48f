import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/users/models/user'
import {
  endAllUserSessions,
  endUserSession,
  listUserSessions,
} from '#core/auth/sessions/user_session_list'
import { recentSignIns } from '#core/auth/sessions/recent_sign_ins'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'

/** Your own sessions and sign-ins (profile security), and an admin ending all sessions of someone. */
export default class SessionsController {
  async index({ auth, session }: HttpContext) {
    return { data: await listUserSessions(auth.getUserOrFail().id, session) }
  }

  async destroy({ auth, params, response }: HttpContext) {
    await endUserSession(auth.getUserOrFail().id, String(params.id))
    return response.noContent()
  }

  async signIns({ auth }: HttpContext) {
    return { data: await recentSignIns(auth.getUserOrFail()) }
  }

  async endAllOfUser({ params }: HttpContext) {
    const user = await User.find(routeId(params.id))
    if (!user) throw AppException.notFound()
    return { ended: await endAllUserSessions(user.id) }
  }
}
