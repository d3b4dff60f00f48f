import redis from '@adonisjs/redis/services/main'
import { clearRefusedHolds } from '#kernel/http/contract/rate_limit'
import { clearLocalCounts } from '#kernel/http/contract/local_first_counter'

const PATTERNS = [
  '*login:*',
  '*register:*',
  '*recover:*',
  '*confirm:*',
  '*password_change:*',
  '*invite_limit:*',
  '*route:*',
  '*two_factor:*',
  '*portal_password:*',
  '*guest_data:*',
]

/** Forgets rate-limit counters between tests without touching other Redis data (BullMQ queues). */
export async function clearRateLimits() {
  clearRefusedHolds()
  clearLocalCounts()
  for (const pattern of PATTERNS) {
    const keys = await redis.keys(pattern)
    if (keys.length > 0) await redis.del(...keys)
  }
}
