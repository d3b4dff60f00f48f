import type { HttpContext } from '@adonisjs/core/http'
import {
  recoverPasswordValidator,
  resetPasswordValidator,
} from '#core/auth/validators/auth_validators'
import { requestPasswordReset } from '#core/auth/actions/request_password_reset'
import { resetPassword } from '#core/auth/actions/reset_password'

export default class PasswordResetController {
  /** Same answer whether or not the account exists. */
  async recover({ request }: HttpContext) {
    const { email } = await request.validateUsing(recoverPasswordValidator)
    await requestPasswordReset(email, request.ip())
    return { status: 'sent' }
  }

  async reset({ request }: HttpContext) {
    const { token, password } = await request.validateUsing(resetPasswordValidator)
    await resetPassword(token, password)
    return { status: 'reset' }
  }
}
