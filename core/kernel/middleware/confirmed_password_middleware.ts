import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppException } from '#kernel/exceptions/app_exception'
import { hasRecentlyConfirmedPassword } from '#core/auth/password_confirmation'

/**
 * Sensitive actions answer 423 unless the password was confirmed in this
 * session during the last 15 minutes (POST /rest/secure/confirm-password).
 * Only a browser session can confirm a password, so routes that use this are
 * session-only (a Bearer token is a 401 there; a leaked token must not mint
 * tokens or change security settings). Should a token still get here, it is
 * refused too.
 */
export default class ConfirmedPasswordMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.authenticatedViaGuard !== 'web' || !hasRecentlyConfirmedPassword(ctx.session)) {
      throw new AppException(423, 'E_PASSWORD_CONFIRMATION_REQUIRED')
    }
    return next()
  }
}
