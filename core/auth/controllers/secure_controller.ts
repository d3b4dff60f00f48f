import hash from '@adonisjs/core/services/hash'
import type { HttpContext } from '@adonisjs/core/http'
import { confirmPasswordValidator } from '#core/auth/validators/auth_validators'
import { markPasswordConfirmed } from '#core/auth/password_confirmation'
import { AppException } from '#kernel/exceptions/app_exception'
import { passwordCheckLimits, throttleFailures } from '#core/auth/services/failure_throttle'
import { recordAudit } from '#kernel/audit/audit'
import { sendSessionCookies } from '#kernel/http/unchanged_session'

export default class SecureController {
  /**
   * Shield sets the XSRF-TOKEN cookie on answers that write the session; this is the SPA's explicit way to get one,
   * so it always does.
   */
  csrfCookie(ctx: HttpContext) {
    sendSessionCookies(ctx)
    return ctx.response.noContent()
  }

  /** Opens the 15-minute window in which sensitive routes answer instead of 423. */
  async confirmPassword({ request, auth, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const { password } = await request.validateUsing(confirmPasswordValidator)
    await throttleFailures(passwordCheckLimits('confirm', user.id), async () => {
      if (!(await hash.verify(user.password, password))) {
        throw AppException.invalidField('password', 'current_password', 'E_WRONG_PASSWORD')
      }
    })

    markPasswordConfirmed(session)
    await recordAudit({ action: 'auth.password_confirmed', objectType: 'user', objectId: user.id })
    return response.noContent()
  }
}
