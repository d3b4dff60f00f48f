import type User from '#core/users/models/user'
import { AppException } from '#kernel/exceptions/app_exception'
import {
  verifySecondFactor,
  type SecondFactorProof,
} from '#core/auth/two_factor/services/verify_second_factor'
import { mustSetUpTwoFactor } from '#core/auth/two_factor/services/staff_policy'

/**
 * A personal access token is a sign-in too: with two-factor on, the password alone does not get one (the CLI asks
 * for the authenticator code or a recovery code). Mail and SMS codes are sent only by the browser's challenge, so
 * a token needs the authenticator or a recovery code. Staff who must set up two-factor get no token until they have.
 */
export async function requireSecondFactorForToken(user: User, proof: SecondFactorProof) {
  if (await mustSetUpTwoFactor(user)) throw new AppException(403, 'E_TWO_FACTOR_SETUP_REQUIRED')
  if (!user.twoFaEnabled) return
  if (proof.code === undefined && proof.recovery_code === undefined)
    throw new AppException(401, 'E_TWO_FACTOR_REQUIRED')
  await verifySecondFactor(
    user,
    proof.recovery_code !== undefined
      ? { recovery_code: proof.recovery_code }
      : { code: proof.code }
  )
}
