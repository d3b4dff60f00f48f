import type User from '#core/users/models/user'
import UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import { issueOneTimeCode } from '#core/auth/two_factor/services/one_time_codes'
import { deliverCode } from '#core/auth/two_factor/services/deliver_code'
import { AppException } from '#kernel/exceptions/app_exception'

/** A new mail or SMS code (the earlier one stops working), at most once a minute. */
export async function resendTwoFactorCode(user: User) {
  const factor = await UserTwoFactor.find(user.id)
  if (!factor || factor.method === 'totp')
    throw new AppException(409, 'E_TWO_FACTOR_NO_CODE_TO_SEND')
  const code = issueOneTimeCode(factor)
  await factor.save()
  return { method: factor.method, sent_to: await deliverCode(user, factor, code) }
}
