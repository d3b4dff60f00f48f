import type User from '#core/users/models/user'
import UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import { remainingRecoveryCodes } from '#core/auth/two_factor/services/recovery_codes'
import { mustSetUpTwoFactor } from '#core/auth/two_factor/services/staff_policy'
import { smsAvailable } from '#core/auth/two_factor/sms/sms_sender'
import { maskedNumber } from '#core/auth/two_factor/services/mobile_numbers'

/** What the profile's security tab shows (spec §4 two-factor states). */
export async function twoFactorStatus(user: User) {
  const factor = await UserTwoFactor.find(user.id)
  const state = !factor ? 'not_set_up' : factor.isConfirmed ? 'enabled' : 'pending'
  return {
    state,
    method: factor?.method ?? null,
    phone: factor?.phone ? maskedNumber(factor.phone) : null,
    recovery_codes_left: state === 'enabled' ? await remainingRecoveryCodes(user.id) : 0,
    setup_required: await mustSetUpTwoFactor(user),
    methods: smsAvailable() ? ['totp', 'email', 'sms'] : ['totp', 'email'],
  }
}
