import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Rate limits must hold across web processes: Redis when REDIS_URL is set,
 * else the database (embedded mode).
 */
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE') ?? (env.get('REDIS_URL') ? 'redis' : 'database'),
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
