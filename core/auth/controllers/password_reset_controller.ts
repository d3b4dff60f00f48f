import type { HttpContext } from '@adonisjs/core/http'
import {
  recoverPasswordValidator,
  resetPasswordValidator,
} from '#core/auth/validators/auth_validators'
import { requestPasswordReset } from '#core/auth/actions/request_password_reset'
import { resetAccountInputs, resetPassword } from '#core/auth/actions/reset_password'

export default class PasswordResetController {
  /** Same answer whether or not the account exists. */
  async recover({ request }: HttpContext) {
    const { email } = await request.validateUsing(recoverPasswordValidator)
    await requestPasswordReset(email, request.ip())
    return { status: 'sent' }
  }

  async reset({ request }: HttpContext) {
    const userInputs = await resetAccountInputs(request.input('token'))
    const { token, password } = await request.validateUsing(resetPasswordValidator, {
      meta: { userInputs },
    })
    await resetPassword(token, password)
    return { status: 'reset' }
  }
}
