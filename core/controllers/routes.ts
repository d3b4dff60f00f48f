import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ControllersController = () => import('#core/controllers/controllers/controllers_controller')

/** Network controllers: admin only (spec: /admin/controllers). */
export function controllerRoutes() {
  router
    .group(() => {
      router.get('/controllers', [ControllersController, 'index'])
      router.post('/controllers', [ControllersController, 'store'])
      router.get('/controllers/vendors', [ControllersController, 'vendors'])
      router.get('/controllers/:id', [ControllersController, 'show'])
      router.put('/controllers/:id', [ControllersController, 'update'])
      router.delete('/controllers/:id', [ControllersController, 'destroy'])
      router.post('/controllers/:id/check', [ControllersController, 'check'])
      router.post('/controllers/:id/sync', [ControllersController, 'sync'])
      router.get('/controllers/:id/sites', [ControllersController, 'sites'])
      router.get('/controllers/:id/listsites', [ControllersController, 'listSites'])
    })
    .use([middleware.auth(), middleware.admin()])
}
