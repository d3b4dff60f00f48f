import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/users/models/user'
import { challengeValidator } from '#core/auth/two_factor/two_factor_validators'
import { endChallenge, pendingChallengeUserId } from '#core/auth/two_factor/services/challenge'
import { verifySecondFactor } from '#core/auth/two_factor/services/verify_second_factor'
import { resendTwoFactorCode } from '#core/auth/two_factor/actions/resend_two_factor_code'
import { completeSignIn } from '#core/auth/sessions/complete_sign_in'
import { getSelfRecord } from '#core/users/queries/get_self_record'
import { recordAudit } from '#kernel/audit/audit'

/** The second sign-in step (spec §2 "two-factor code step with resend"). */
export default class TwoFactorChallengeController {
  async challenge(ctx: HttpContext) {
    const proof = await ctx.request.validateUsing(challengeValidator)
    const user = await User.findOrFail(pendingChallengeUserId(ctx))
    const used = await verifySecondFactor(
      user,
      proof.recovery_code !== undefined
        ? { recovery_code: proof.recovery_code }
        : { code: proof.code }
    )
    endChallenge(ctx)
    await completeSignIn(ctx, user)
    await recordAudit({
      action: 'auth.two_factor_succeeded',
      actorId: user.id,
      actorEmail: user.email,
      objectType: 'user',
      objectId: user.id,
      newValues: { with: used },
    })
    return getSelfRecord(user)
  }

  /** A new mail or SMS code: for the sign-in waiting on its second step, or for the signed-in user's set-up. */
  async resend(ctx: HttpContext) {
    const signedIn = await ctx.auth.use('web').check()
    const user = signedIn
      ? ctx.auth.use('web').user!
      : await User.findOrFail(pendingChallengeUserId(ctx))
    return resendTwoFactorCode(user)
  }
}
