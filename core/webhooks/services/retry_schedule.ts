/**
 * When a failed delivery is tried again (payments-and-integrations.md §5.2, the Svix schedule): 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 10 h after the attempts so far, then every 10 h, with ±15 % jitter so that a receiver coming back
 * is not hit by every retry at once; given up (`failed`) once the next try would be more than 3 days after the event.
 */
const DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  5 * 3600_000,
  10 * 3600_000,
  10 * 3600_000,
]
const GIVE_UP_AFTER_MS = 3 * 24 * 3600_000
const JITTER = 0.15

/** The time of the next attempt after `attempts` failed ones, or null to give up. */
export function nextAttemptAt(
  attempts: number,
  createdAt: Date,
  now = new Date(),
  random = Math.random
): Date | null {
  const base =
    DELAYS_MS[Math.min(attempts, DELAYS_MS.length) - 1] ?? DELAYS_MS[DELAYS_MS.length - 1]
  const delay = base * (1 - JITTER + 2 * JITTER * random())
  const next = new Date(now.getTime() + delay)
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next
}

/** An endpoint failing continuously for this long is disabled and its owner mailed. */
export const DISABLE_FAILING_AFTER_MS = 5 * 24 * 3600_000
