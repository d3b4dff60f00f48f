import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import { type InferConnections } from '@adonisjs/redis/types'

/**
 * Redis is optional: connections are lazy, so nothing connects unless a
 * Redis-backed store (sessions, rate limits, BullMQ) is selected.
 */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...(env.get('REDIS_URL')
        ? parseRedisUrl(env.get('REDIS_URL')!)
        : { host: '127.0.0.1', port: 6379 }),
      lazyConnect: true,
      keyPrefix: '',
      // Reconnect for as long as Redis is away (giving up would leave the process without sessions for good),
      // while a command waiting on a reconnect fails after one attempt: the request answers 503 E_UNAVAILABLE
      // quickly instead of hanging until Redis returns.
      retryStrategy(times) {
        return Math.min(times * 100, 1_000)
      },
      maxRetriesPerRequest: 1,
      // A Redis that accepts connections but has stalled (paused, swapping, a dropped route) never answers and
      // never closes: without a deadline every request reading a session or a cache stamp would wait on it.
      commandTimeout: env.get('REDIS_COMMAND_TIMEOUT_MS', 2_000),
    },
  },
})

function parseRedisUrl(url: string) {
  const parsed = new URL(url)
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  }
}

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
