import limiter from '@adonisjs/limiter/services/main'
import { setTimeout as sleep } from 'node:timers/promises'

/** Failed sign-ins on one account from any IP within the window. */
const WINDOW = '15 mins'
/** Failures the account takes without any delay (a user mistyping a few times). */
const FREE_FAILURES = 5
/** After this many failures within the window, the owner gets one alert mail for the window. */
export const ALERT_AFTER_FAILURES = 10
const MAX_DELAY_MS = 4_000

const counter = () => limiter.use({ requests: 10_000, duration: WINDOW })

/**
 * Counts a failed sign-in on the account and answers how many there were within the window. The failed answer is
 * then held back progressively (250 ms doubling up to 4 s) once the account is under attack: slow for a guesser,
 * free for the owner, whose successful sign-in is never delayed.
 */
export async function recordAccountFailure(email: string): Promise<number> {
  const response = await counter().increment(`login:account:${email}`)
  return response.consumed
}

export function accountFailureDelay(failures: number) {
  if (failures <= FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_MS, 250 * 2 ** (failures - FREE_FAILURES - 1))
}

export async function delayFailedAnswer(failures: number) {
  const delay = accountFailureDelay(failures)
  if (delay > 0) await sleep(delay)
}

/** The owner proved control of the mailbox (password reset): the account's failures no longer count. */
export async function forgetAccountFailures(email: string) {
  await counter().delete(`login:account:${email}`)
}
