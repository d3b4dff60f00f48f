import type { HttpContext } from '@adonisjs/core/http'
import type User from '#core/users/models/user'
import UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import { issueOneTimeCode } from '#core/auth/two_factor/services/one_time_codes'
import { deliverCode } from '#core/auth/two_factor/services/deliver_code'
import { AppException } from '#kernel/exceptions/app_exception'

const CHALLENGE_KEY = 'two_factor_challenge'
/** How long the second step may wait after a right password. */
const CHALLENGE_MINUTES = 10

interface PendingChallenge {
  userId: number
  startedAt: number
}

/**
 * The first half of a two-step sign-in: when the user has a confirmed second factor, the session remembers who
 * passed the password (not signed in yet) and, for mail or SMS, a code is sent. Answers the challenge to show, or
 * null when no second step is needed.
 */
export async function startTwoFactorChallenge(ctx: HttpContext, user: User) {
  const factor = user.twoFaEnabled ? await UserTwoFactor.find(user.id) : null
  if (!factor?.isConfirmed) return null
  ctx.session.regenerate()
  ctx.session.put(CHALLENGE_KEY, {
    userId: user.id,
    startedAt: Date.now(),
  } satisfies PendingChallenge)
  let sentTo: string | null = null
  if (factor.method !== 'totp') {
    try {
      const code = issueOneTimeCode(factor)
      await factor.save()
      sentTo = await deliverCode(user, factor, code)
    } catch (error) {
      // A code sent less than a minute ago still works: the user asks for a new one with "resend".
      if (!(error instanceof AppException && error.status === 429)) throw error
    }
  }
  return { two_factor: true as const, method: factor.method, sent_to: sentTo }
}

/** The user id waiting for its second step in this session; an expired or missing challenge is a 419. */
export function pendingChallengeUserId(ctx: HttpContext) {
  const pending = ctx.session.get(CHALLENGE_KEY) as PendingChallenge | undefined
  if (!pending || Date.now() - pending.startedAt > CHALLENGE_MINUTES * 60_000) {
    ctx.session.forget(CHALLENGE_KEY)
    throw new AppException(419, 'E_TWO_FACTOR_CHALLENGE_EXPIRED')
  }
  return pending.userId
}

export function endChallenge(ctx: HttpContext) {
  ctx.session.forget(CHALLENGE_KEY)
}
