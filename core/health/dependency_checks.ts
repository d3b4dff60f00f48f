import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'

/** A probe answers within this, whatever a dependency does: an orchestrator's own timeout is often 1–5 s. */
const CHECK_TIMEOUT_MS = 2000

export type DependencyState = 'ok' | 'unreachable'

export async function checkDatabase(): Promise<DependencyState> {
  return (await answersWithin(() => db.rawQuery('select 1'))) ? 'ok' : 'unreachable'
}

/**
 * Only reported, never a reason to leave the balancer (health_controller.ts), so it must not slow the probe: a
 * connection that is not up answers at once, and a ping gets a quarter of a second. A balancer checking every second
 * would otherwise count a slow Redis answer as the process failing.
 */
const REDIS_CHECK_TIMEOUT_MS = 250

/** Redis carries sessions, rate limits and jobs whenever REDIS_URL is set; without it there is nothing to check. */
export async function checkRedis(
  connection: { ping(): Promise<unknown>; status?: string } = redis.connection().ioConnection
): Promise<DependencyState | 'not_configured'> {
  if (!env.get('REDIS_URL')) return 'not_configured'
  if (connection.status !== undefined && connection.status !== 'ready') return 'unreachable'
  return (await answersWithin(() => connection.ping(), REDIS_CHECK_TIMEOUT_MS))
    ? 'ok'
    : 'unreachable'
}

async function answersWithin(check: () => Promise<unknown>, timeoutMs = CHECK_TIMEOUT_MS) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([check().then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
