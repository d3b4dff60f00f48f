import type { HttpContext } from '@adonisjs/core/http'
import { isMaintenanceMode } from '#kernel/middleware/maintenance_middleware'
import { checkDatabase, checkRedis } from '#core/health/dependency_checks'
import { isDraining } from '#kernel/runtime/draining'

export default class HealthController {
  /** Bare liveness: no database, no session. Used by load balancers and the benchmark. */
  live({ response }: HttpContext) {
    return response.send({ status: 'ok' })
  }

  /**
   * Readiness: the process is not stopping (SIGTERM: 503 while it drains) and its database answers. Redis is checked
   * and reported, but a Redis outage alone keeps the process ready: guest sign-ins, Stripe events and public pages
   * keep working without it (session routes answer 503 E_UNAVAILABLE), and a balancer that took every process out
   * would turn that partial outage into a full one.
   */
  async ready({ response }: HttpContext) {
    if (isDraining())
      return response.status(503).send({
        status: 'draining',
        database: 'unknown',
        redis: 'unknown',
        maintenance: isMaintenanceMode(),
      })
    const [database, redis] = await Promise.all([checkDatabase(), checkRedis()])
    const ready = database === 'ok'
    return response.status(ready ? 200 : 503).send({
      status: ready ? 'ok' : 'unavailable',
      database,
      redis,
      maintenance: isMaintenanceMode(),
    })
  }
}
