import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import i18nManager from '@adonisjs/i18n/services/main'

type Guard = keyof Authenticators

/**
 * Requires a signed-in user through the session (`web`) or a personal
 * access token (`api`), then switches messages to the user's language.
 * The guard the request's credentials point at is tried first: a failed
 * guard costs an exception, and this runs on every authenticated request.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { guards?: Guard[] } = {}) {
    const guards = options.guards ?? ['web', 'api']
    const bearer = ctx.request.header('authorization')?.startsWith('Bearer ')
    const ordered = bearer ? [...guards].sort((a) => (a === 'api' ? -1 : 1)) : guards
    const user = await ctx.auth.authenticateUsing(ordered)
    ctx.i18n = i18nManager.locale(user.lang)
    return next()
  }
}
