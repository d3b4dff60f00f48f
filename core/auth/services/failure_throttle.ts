import limiter from '@adonisjs/limiter/services/main'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Counts failed attempts (the attempt throws) against one or more keys and
 * answers 429 with Retry-After once a key has used up its allowance. A
 * success clears the keys marked `resetOnSuccess`.
 */
export interface FailureLimit {
  key: string
  requests: number
  window: string
  block: string
  resetOnSuccess?: boolean
}

export async function throttleFailures<T>(
  limits: FailureLimit[],
  attempt: () => Promise<T>
): Promise<T> {
  const limiters = limits.map((limit) => ({
    limit,
    store: limiter.use({
      requests: limit.requests,
      duration: limit.window,
      blockDuration: limit.block,
    }),
  }))

  for (const { limit, store } of limiters) {
    if ((await store.remaining(limit.key)) <= 0 || (await store.isBlocked(limit.key))) {
      throw AppException.tooManyRequests('E_TOO_MANY_REQUESTS', await store.availableIn(limit.key))
    }
  }

  try {
    const result = await attempt()
    for (const { limit, store } of limiters) if (limit.resetOnSuccess) await store.delete(limit.key)
    return result
  } catch (error) {
    for (const { limit, store } of limiters) await countFailure(store, limit.key)
    throw error
  }
}

async function countFailure(store: ReturnType<typeof limiter.use>, key: string) {
  try {
    await store.consume(key)
  } catch {
    // The allowance is used up: the key is now blocked and the next attempt gets 429.
  }
}

/**
 * Wrong sign-ins, per account and IP (someone guessing one account) and per IP (someone trying many accounts).
 * Deliberately not per account alone: that would let anyone lock the owner (an admin, say) out from anywhere.
 * Guessing one account from many IPs is slowed by `accountFailureDelay` instead, and its owner is told by mail.
 * A success clears the account+IP counter but not the IP's, so one valid account cannot be used to keep guessing.
 */
export function loginLimits(email: string, ip: string): FailureLimit[] {
  return [
    {
      key: `login:account_ip:${email}:${ip}`,
      requests: 5,
      window: '15 mins',
      block: '15 mins',
      resetOnSuccess: true,
    },
    { key: `login:ip:${ip}`, requests: 25, window: '15 mins', block: '30 mins' },
  ]
}

/** Wrong current-password entries by a signed-in user (a stolen session guessing). */
export function passwordCheckLimits(purpose: string, userId: number): FailureLimit[] {
  return [
    {
      key: `${purpose}:user:${userId}`,
      requests: 5,
      window: '15 mins',
      block: '15 mins',
      resetOnSuccess: true,
    },
  ]
}
