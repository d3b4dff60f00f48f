import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppException } from '#kernel/exceptions/app_exception'
import { touchSessionInfo } from '#core/auth/sessions/session_info'
import { SETUP_REQUIRED_KEY } from '#core/auth/sessions/complete_sign_in'

/** What a staff member who must first set up two-factor can still reach: the set-up itself and signing out. */
const REACHABLE_BEFORE_SETUP = [
  /^\/rest\/secure\//,
  /^\/rest\/self$/,
  /^\/rest\/auth\/logout$/,
  /^\/rest\/init\//,
  /^\/rest\/users\/me$/,
]

/**
 * Keeps each signed-in session's "last seen" for the sessions list, and holds a session that has to set up
 * two-factor (an admin requires it for admins and partners) to the set-up routes: anything else is a 403 with
 * E_TWO_FACTOR_SETUP_REQUIRED, which the web app answers by opening the set-up.
 */
export default class SessionActivityMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.session) return next()
    touchSessionInfo(ctx)
    const path = ctx.request.url()
    if (
      ctx.session.get(SETUP_REQUIRED_KEY) &&
      path.startsWith('/rest/') &&
      !REACHABLE_BEFORE_SETUP.some((allowed) => allowed.test(path))
    ) {
      throw new AppException(403, 'E_TWO_FACTOR_SETUP_REQUIRED')
    }
    return next()
  }
}
