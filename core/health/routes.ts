import router from '@adonisjs/core/services/router'

const HealthController = () => import('#core/health/health_controller')

export function healthRoutes() {
  router.get('/health', [HealthController, 'live'])
  router.get('/health/ready', [HealthController, 'ready'])
}
