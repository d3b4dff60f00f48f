/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
| The JSON API lives under /rest; each domain declares its own routes.
| Every other GET path is the SPA (history fallback, declared last).
*/
import router from '@adonisjs/core/services/router'
import { healthRoutes } from '#core/health/routes'
import { spaRoutes } from '#core/spa/routes'

router
  .group(() => {
    healthRoutes()
  })
  .prefix('/rest')

router.get('/health', [() => import('#core/health/health_controller'), 'live'])

spaRoutes()
