import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import UserTwoFactor, { type TwoFactorMethod } from '#core/auth/two_factor/models/user_two_factor'
import { newTotpSecret } from '#core/auth/two_factor/services/totp'
import { issueOneTimeCode } from '#core/auth/two_factor/services/one_time_codes'
import { mobileNumberOrNull } from '#core/auth/two_factor/services/mobile_numbers'
import { deliverCode } from '#core/auth/two_factor/services/deliver_code'
import { smsAvailable } from '#core/auth/two_factor/sms/sms_sender'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'

/**
 * Starts setting up a second factor (spec §4 "method chosen"): a new authenticator seed for the QR code, or a
 * first code sent by mail or SMS. Nothing changes for sign-in until the user confirms with a code.
 */
export async function setUpTwoFactor(user: User, method: TwoFactorMethod, phone?: string | null) {
  const existing = await UserTwoFactor.find(user.id)
  if (existing?.isConfirmed) throw new AppException(409, 'E_TWO_FACTOR_ALREADY_ENABLED')

  let mobile: string | null = null
  if (method === 'sms') {
    if (!smsAvailable()) throw new AppException(503, 'E_SMS_UNAVAILABLE')
    mobile = mobileNumberOrNull(phone ?? user.phone)
    if (!mobile) throw AppException.invalidField('phone', 'mobile', 'E_SMS_NEEDS_MOBILE')
  }

  const factor = existing ?? new UserTwoFactor().merge({ userId: user.id })
  factor.merge({
    method,
    phone: mobile,
    totpSecret: method === 'totp' ? newTotpSecret() : null,
    lastUsedStep: null,
    confirmedAt: null,
  })
  factor.merge({ codeHash: null, codeExpiresAt: null })
  const code = method === 'totp' ? null : issueOneTimeCode(factor)
  await db.transaction(async (trx) => {
    await factor.useTransaction(trx).save()
    await recordAudit(
      {
        action: 'auth.two_factor_setup_started',
        objectType: 'user',
        objectId: user.id,
        newValues: { method },
      },
      trx
    )
  })
  const sentTo = code ? await deliverCode(user, factor, code) : null
  return { method, status: 'pending' as const, sent_to: sentTo }
}
