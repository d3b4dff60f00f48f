import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { anyone } from '#kernel/http/contract/route_access'
import { boolean, json, object, string } from '#kernel/http/contract/schemas'

const HealthController = () => import('#core/health/health_controller')
const api = apiRoutes('Public')

const readiness = json(
  object({ status: string(), database: string(), redis: string(), maintenance: boolean() })
)

export function healthRoutes() {
  api.get('/health', [HealthController, 'live'], {
    access: anyone,
    summary: 'Liveness: the process answers',
    response: json(object({ status: string() })),
  })
  api
    .get('/health/live', [HealthController, 'live'], {
      access: anyone,
      summary: 'Liveness: the process answers (the same as /health)',
      response: json(object({ status: string() })),
    })
    .as('health.live_alias')
  api.get('/health/ready', [HealthController, 'ready'], {
    access: anyone,
    summary:
      'Readiness: 200 while the database answers, 503 when it does not or while the process drains after SIGTERM. Redis is reported (`ok`, `unreachable`, or `not_configured` without REDIS_URL) but never makes the process unready: guest sign-ins and public pages keep working without it',
    response: readiness,
  })
}

/** The same probes at the root, where load balancers and orchestrators look for them; they never touch the session. */
export function rootHealthRoutes() {
  router.get('/health', [HealthController, 'live']).as('health.root')
  router.get('/health/live', [HealthController, 'live']).as('health.root_live')
  router.get('/health/ready', [HealthController, 'ready']).as('health.root_ready')
}
