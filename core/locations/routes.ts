import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const LocationsController = () => import('#core/locations/controllers/locations_controller')

export function locationRoutes() {
  router
    .group(() => {
      router.get('/locations', [LocationsController, 'index'])
      router.get('/locations/:id', [LocationsController, 'show'])
      router.put('/locations/:id', [LocationsController, 'update'])
    })
    .use(middleware.auth())
}
