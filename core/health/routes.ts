import { apiRoutes } from '#kernel/http/contract/api_routes'
import { anyone } from '#kernel/http/contract/route_access'
import { boolean, json, object, string } from '#kernel/http/contract/schemas'

const HealthController = () => import('#core/health/health_controller')
const api = apiRoutes('Public')

export function healthRoutes() {
  api.get('/health', [HealthController, 'live'], {
    access: anyone,
    summary: 'Liveness: the process answers',
    response: json(object({ status: string() })),
  })
  api.get('/health/ready', [HealthController, 'ready'], {
    access: anyone,
    summary: 'Readiness: the database answers (503 when not)',
    response: json(object({ status: string(), database: string(), maintenance: boolean() })),
  })
}
