/**
 * When a failed delivery is tried again: quickly at first (a blip), then further apart, for about two days in all;
 * after the last wait the delivery is given up (`failed`) and stays in the log. A Retry-After from the service is
 * honoured when it asks for longer.
 */
export const RETRY_WAITS_SECONDS = [
  30,
  120,
  600,
  1800,
  3600,
  2 * 3600,
  4 * 3600,
  8 * 3600,
  12 * 3600,
  24 * 3600,
]

/** The next attempt's time after `attempts` failed ones, or null when it is time to give up. */
export function nextAttemptAfter(
  attempts: number,
  now: Date,
  retryAfterSeconds: number | null = null
): Date | null {
  const wait = RETRY_WAITS_SECONDS[attempts - 1]
  if (wait === undefined) return null
  return new Date(now.getTime() + Math.max(wait, retryAfterSeconds ?? 0) * 1000)
}

/** While a batch is being delivered its rows are leased this long, so another tick does not take them too. */
export const DELIVERY_LEASE_SECONDS = 120
