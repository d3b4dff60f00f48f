import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { isMaintenanceMode } from '#kernel/middleware/maintenance_middleware'
import { isDraining } from '#kernel/runtime/draining'

export default class HealthController {
  /** Bare liveness: no database, no session. Used by load balancers and the benchmark. */
  live({ response }: HttpContext) {
    return response.send({ status: 'ok' })
  }

  /** Readiness: the database answers, and the process is not stopping (SIGTERM: 503 while it drains). */
  async ready({ response }: HttpContext) {
    if (isDraining())
      return response
        .status(503)
        .send({ status: 'draining', database: 'unknown', maintenance: isMaintenanceMode() })
    try {
      await db.rawQuery('select 1')
      return response.send({ status: 'ok', database: 'ok', maintenance: isMaintenanceMode() })
    } catch {
      return response.status(503).send({ status: 'unavailable', database: 'unreachable' })
    }
  }
}
