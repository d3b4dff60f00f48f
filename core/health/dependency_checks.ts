import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'

/** A probe answers within this, whatever a dependency does: an orchestrator's own timeout is often 1–5 s. */
const CHECK_TIMEOUT_MS = 2000

export type DependencyState = 'ok' | 'unreachable'

export async function checkDatabase(): Promise<DependencyState> {
  return (await answersWithin(() => db.rawQuery('select 1'))) ? 'ok' : 'unreachable'
}

/** Redis carries sessions, rate limits and jobs whenever REDIS_URL is set; without it there is nothing to check. */
export async function checkRedis(
  connection: { ping(): Promise<unknown> } = redis.connection()
): Promise<DependencyState | 'not_configured'> {
  if (!env.get('REDIS_URL')) return 'not_configured'
  return (await answersWithin(() => connection.ping())) ? 'ok' : 'unreachable'
}

async function answersWithin(check: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check().then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
