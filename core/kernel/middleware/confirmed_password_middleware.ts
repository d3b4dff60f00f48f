import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppException } from '#kernel/exceptions/app_exception'
import { hasRecentlyConfirmedPassword } from '#core/auth/password_confirmation'

/**
 * Sensitive actions answer 423 unless the password was confirmed in this
 * session during the last 15 minutes (POST /rest/secure/confirm-password).
 * Personal access tokens were issued against the password and carry no
 * session, so requests made with them pass.
 */
export default class ConfirmedPasswordMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.authenticatedViaGuard === 'web' && !hasRecentlyConfirmedPassword(ctx.session)) {
      throw new AppException(423, 'E_PASSWORD_CONFIRMATION_REQUIRED')
    }
    return next()
  }
}
