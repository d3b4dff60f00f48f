import env from '#start/env'

/**
 * Requests per minute of each route class (architecture §3), per signed-in caller and per IP; counted in the
 * limiter store (Redis when it runs, so every web process shares the counts). RATE_LIMIT_SCALE multiplies them all
 * (the test settings raise it so suites that call every route are not throttled).
 */
const scale = env.get('RATE_LIMIT_SCALE') ?? 1

export const RATE_LIMIT_CLASSES = {
  /** Password checks; the account and IP throttles of sign-in come on top. */
  signIn: { perUser: null, perIp: 30 * scale },
  /** Routes that take a secret token (invitations, resets, registration confirmations): guessing must stay slow. */
  guessable: { perUser: null, perIp: 30 * scale },
  writes: { perUser: 300 * scale, perIp: 600 * scale },
  /**
   * Signed-in reads: both counts kept in each process first and added to Redis in batches (a twentieth of the limit,
   * or every second), as public reads: two Redis round trips fewer on every signed-in page load (docs/benchmarks.md).
   */
  reads: { perUser: 1200 * scale, perIp: 2400 * scale, localFirst: true },
  /** Anonymous reads (status pages, brand configuration): counted in each process first, in Redis by batches. */
  public: { perUser: null, perIp: 600 * scale, localFirst: true },
  /**
   * The guest portal's public pages and sign-ins. Every guest of a venue comes from the venue's one public IP, so the
   * per-IP count is high and each device is also counted by its MAC (`perKey`, core/portal/public/guest_limits.ts).
   */
  guestPortal: { perUser: null, perIp: 3000 * scale, perKey: 30 * scale },
  /**
   * Signed deliveries from a provider (Stripe): few sender IPs, bursts of events. Only refused deliveries (a bad or
   * stale signature) are counted: a genuine burst is never slowed, and it costs no counter round trip per event.
   */
  inboundWebhooks: { perUser: null, perIp: 600 * scale, refusedOnly: true },
} as const

/**
 * Wrong portal passwords (the guest portal's "password" sign-in), counted on failures only within a 15-minute window:
 * per device MAC, per client IP and per portal, because a guesser chooses its MAC freely and may use many IPs. A
 * counter over its limit answers 429 with Retry-After, right password or not, until the window ends. From `delayAfter`
 * failures on one portal each wrong answer waits longer (250 ms doubling up to 4 s); a right one never waits.
 */
export const PORTAL_PASSWORD_FAILURES = {
  perMac: 10 * scale,
  perIp: 30 * scale,
  perPortal: 100 * scale,
  delayAfter: 10 * scale,
}
export type PortalPasswordLimits = typeof PORTAL_PASSWORD_FAILURES

export type RateLimitClass = keyof typeof RATE_LIMIT_CLASSES
/**
 * `perKey`: a class that also counts by a key of the request (see `enforceKeyedLimit`); `refusedOnly`: only answers
 * refused with a 4xx count, per IP (see `enforceRateLimit`); `localFirst`: the per-IP and per-user counts are kept in
 * each process and added to the shared store in batches (see `countLocallyFirst`).
 */
export type RateLimitRule = {
  perUser: number | null
  perIp: number
  perKey?: number
  refusedOnly?: boolean
  localFirst?: boolean
}

export default {
  classes: RATE_LIMIT_CLASSES as Record<RateLimitClass, RateLimitRule>,
  portalPassword: PORTAL_PASSWORD_FAILURES as PortalPasswordLimits,
}
