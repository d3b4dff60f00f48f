import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const OpeningHoursController = () => import('#core/opening_hours/controllers/opening_hours_controller')

/** Opening hours of locations, customers and groups: one module, three subjects. */
export function openingHoursRoutes() {
  router
    .group(() => {
      router.get('/locations/:id/openinghours', [OpeningHoursController, 'showLocation'])
      router.put('/locations/:id/openinghours', [OpeningHoursController, 'updateLocation'])
      router.get('/customers/:id/openinghours', [OpeningHoursController, 'showCustomer'])
      router.put('/customers/:id/openinghours', [OpeningHoursController, 'updateCustomer'])
      router.get('/groups/:id/openinghours', [OpeningHoursController, 'showGroup'])
      router.put('/groups/:id/openinghours', [OpeningHoursController, 'updateGroup'])
    })
    .use(middleware.auth())
}
