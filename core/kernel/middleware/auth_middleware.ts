import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import i18nManager from '@adonisjs/i18n/services/main'

/**
 * Requires a signed-in user through the session (`web`) or a personal
 * access token (`api`), then switches messages to the user's language.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { guards?: (keyof Authenticators)[] } = {}) {
    const user = await ctx.auth.authenticateUsing(options.guards ?? ['web', 'api'])
    ctx.i18n = i18nManager.locale(user.lang)
    return next()
  }
}
