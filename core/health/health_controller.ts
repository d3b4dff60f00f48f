import type { HttpContext } from '@adonisjs/core/http'
import { isMaintenanceMode } from '#kernel/middleware/maintenance_middleware'
import { checkDatabase, checkRedis } from '#core/health/dependency_checks'

export default class HealthController {
  /** Bare liveness: no database, no session. Used by load balancers and the benchmark. */
  live({ response }: HttpContext) {
    return response.send({ status: 'ok' })
  }

  /** Readiness: the database answers, and Redis too when REDIS_URL is set (`redis: 'not_configured'` otherwise). */
  async ready({ response }: HttpContext) {
    const [database, redis] = await Promise.all([checkDatabase(), checkRedis()])
    const ready = database === 'ok' && redis !== 'unreachable'
    return response.status(ready ? 200 : 503).send({
      status: ready ? 'ok' : 'unavailable',
      database,
      redis,
      maintenance: isMaintenanceMode(),
    })
  }
}
