import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import i18nManager from '@adonisjs/i18n/services/main'
import { errors } from '@adonisjs/auth'

export type Guard = keyof Authenticators

/**
 * Requires a signed-in user through the session (`web`) or a personal
 * access token (`api`), then switches messages to the user's language.
 * A request that shows a Bearer token is judged by that token alone: an
 * invalid one is a 401, never a fall-back to a session cookie that rides
 * along (which would skip the CSRF check made for cookie sessions).
 */
export async function authenticateRequest(ctx: HttpContext, guards: Guard[] = ['web', 'api']) {
  const bearer = ctx.request.header('authorization') !== undefined
  const allowed = bearer ? guards.filter((guard) => guard === 'api') : guards
  if (allowed.length === 0)
    throw new errors.E_UNAUTHORIZED_ACCESS('Unauthorized access', {
      guardDriverName: 'access_tokens',
    })
  const user = await ctx.auth.authenticateUsing(allowed)
  ctx.i18n = i18nManager.locale(user.lang)
  return user
}

/** The same as a named middleware, for the few routes outside the declared API. */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { guards?: Guard[] } = {}) {
    await authenticateRequest(ctx, options.guards)
    return next()
  }
}
