import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { isMaintenanceMode } from '#kernel/middleware/maintenance_middleware'

export default class HealthController {
  /** Bare liveness: no database, no session. Used by load balancers and the benchmark. */
  live({ response }: HttpContext) {
    return response.send({ status: 'ok' })
  }

  /** Readiness: the database answers. */
  async ready({ response }: HttpContext) {
    try {
      await db.rawQuery('select 1')
      return response.send({ status: 'ok', database: 'ok', maintenance: isMaintenanceMode() })
    } catch {
      return response.status(503).send({ status: 'unavailable', database: 'unreachable' })
    }
  }
}
