import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Rate limits must hold across web processes: Redis when REDIS_URL is set,
 * else PostgreSQL. The embedded default (PGlite) is one process by
 * construction (the data folder is locked), so there the counters live in
 * memory: the database store relies on named prepared statements, which
 * collide on PGlite's single shared session.
 */
function defaultStore() {
  if (env.get('REDIS_URL')) return 'redis' as const
  return env.get('DATABASE_URL') ? ('database' as const) : ('memory' as const)
}

const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE') ?? defaultStore(),
  stores: {
    redis: stores.redis({ connectionName: 'main' }),
    database: stores.database({ tableName: 'rate_limits' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
