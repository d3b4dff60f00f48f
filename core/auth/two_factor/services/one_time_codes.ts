import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import env from '#start/env'
import { AppException } from '#kernel/exceptions/app_exception'
import type UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'

/** How long a mailed or texted code works. */
export const CODE_MINUTES = 10
/** The least time between two sends of a code to one user. */
export const RESEND_SECONDS = 60

/**
 * A six-digit code sent by mail or SMS. Only a hash keyed with the app key is stored (six digits are too few for a
 * plain hash), it expires after ten minutes and works once; wrong entries are throttled by the caller.
 */
export function issueOneTimeCode(factor: UserTwoFactor) {
  // Only a code still waiting to be used holds the next one back; after a code was used a new one may go at once.
  const waited =
    factor.codeHash && factor.codeSentAt
      ? DateTime.now().diff(factor.codeSentAt, 'seconds').seconds
      : Infinity
  if (waited < RESEND_SECONDS)
    throw AppException.tooManyRequests('E_TWO_FACTOR_RESEND_THROTTLED', RESEND_SECONDS - waited)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  factor.codeHash = keyedHash(factor.userId, code)
  factor.codeSentAt = DateTime.now()
  factor.codeExpiresAt = DateTime.now().plus({ minutes: CODE_MINUTES })
  return code
}

/** True when the code is the pending one and still valid; the code is then spent. */
export function consumeOneTimeCode(factor: UserTwoFactor, code: string) {
  if (!factor.codeHash || !factor.codeExpiresAt || factor.codeExpiresAt < DateTime.now())
    return false
  if (!/^\d{6}$/.test(code)) return false
  const matches = timingSafeEqual(
    Buffer.from(factor.codeHash),
    Buffer.from(keyedHash(factor.userId, code))
  )
  if (matches) {
    factor.codeHash = null
    factor.codeExpiresAt = null
  }
  return matches
}

function keyedHash(userId: number, code: string) {
  return createHmac('sha256', env.get('APP_KEY').release())
    .update(`two_factor:${userId}:${code}`)
    .digest('hex')
}
