import type { HttpContext } from '@adonisjs/core/http'
import {
  enableTwoFactorValidator,
  twoFactorCodeValidator,
} from '#core/auth/two_factor/two_factor_validators'
import { setUpTwoFactor } from '#core/auth/two_factor/actions/set_up_two_factor'
import { confirmTwoFactor } from '#core/auth/two_factor/actions/confirm_two_factor'
import { disableTwoFactor } from '#core/auth/two_factor/actions/disable_two_factor'
import { regenerateRecoveryCodes } from '#core/auth/two_factor/actions/regenerate_recovery_codes'
import { twoFactorStatus } from '#core/auth/two_factor/services/two_factor_status'
import { pendingQrCode } from '#core/auth/two_factor/services/qr_code'
import { SETUP_REQUIRED_KEY } from '#core/auth/sessions/complete_sign_in'

/** The profile's two-factor set-up (spec §7 /secure/two-factor-*), for the signed-in user. */
export default class TwoFactorController {
  async status({ auth }: HttpContext) {
    return twoFactorStatus(auth.getUserOrFail())
  }

  async enable({ auth, request }: HttpContext) {
    const { method, phone } = await request.validateUsing(enableTwoFactorValidator)
    return setUpTwoFactor(auth.getUserOrFail(), method, phone)
  }

  async qrCode({ auth }: HttpContext) {
    return pendingQrCode(auth.getUserOrFail())
  }

  async confirm({ auth, request, session }: HttpContext) {
    const { code } = await request.validateUsing(twoFactorCodeValidator)
    const result = await confirmTwoFactor(auth.getUserOrFail(), code)
    session.forget(SETUP_REQUIRED_KEY)
    return result
  }

  async disable({ auth, response }: HttpContext) {
    await disableTwoFactor(auth.getUserOrFail())
    return response.noContent()
  }

  async recoveryCodes({ auth }: HttpContext) {
    return regenerateRecoveryCodes(auth.getUserOrFail())
  }
}
