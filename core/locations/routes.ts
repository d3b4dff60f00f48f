import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const LocationsController = () => import('#core/locations/controllers/locations_controller')
const LocationLifecycleController = () => import('#core/locations/controllers/location_lifecycle_controller')
const LocationCommentsController = () => import('#core/locations/controllers/location_comments_controller')
const LocationDocumentsController = () => import('#core/locations/controllers/location_documents_controller')

export function locationRoutes() {
  router
    .group(() => {
      router.get('/locations', [LocationsController, 'index'])
      router.post('/locations', [LocationsController, 'store'])
      router.get('/locations/map', [LocationsController, 'map'])
      router.get('/locations/:id', [LocationsController, 'show'])
      router.put('/locations/:id', [LocationsController, 'update'])
      router.delete('/locations/:id', [LocationLifecycleController, 'destroy'])
      router.put('/locations/:id/restore', [LocationLifecycleController, 'restore'])
      router.put('/locations/:id/snooze', [LocationLifecycleController, 'snooze'])
      router.get('/locations/:id/comments', [LocationCommentsController, 'index'])
      router.post('/locations/:id/comments', [LocationCommentsController, 'store'])
      router.delete('/locations/:id/comments/:commentId', [LocationCommentsController, 'destroy'])
      router.get('/locations/:id/log', [LocationDocumentsController, 'log'])
      router.get('/locations/:id/qr', [LocationDocumentsController, 'qr'])
      router.post('/locations/:id/print/label', [LocationDocumentsController, 'printLabel'])
      router.post('/locations/:id/print/public', [LocationDocumentsController, 'printPublic'])
    })
    .use(middleware.auth())
}
