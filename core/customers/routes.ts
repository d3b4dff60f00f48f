import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CustomersController = () => import('#core/customers/controllers/customers_controller')
const CustomerLogsController = () => import('#core/customers/controllers/customer_logs_controller')
const CustomerLogoController = () => import('#core/customers/controllers/customer_logo_controller')
const CustomerLocationsController = () => import('#core/customers/controllers/customer_locations_controller')

export function customerRoutes() {
  router
    .group(() => {
      router.get('/customers', [CustomersController, 'index'])
      router.post('/customers', [CustomersController, 'store'])
      router.get('/customers/:id', [CustomersController, 'show'])
      router.put('/customers/:id', [CustomersController, 'update'])
      router.delete('/customers/:id', [CustomersController, 'destroy'])
      router.get('/customers/:id/logs', [CustomerLogsController, 'index'])
      router.post('/customers/:id/logs', [CustomerLogsController, 'store'])
      router.delete('/customers/:id/logs/:logId', [CustomerLogsController, 'destroy'])
      router.get('/customers/:id/logo', [CustomerLogoController, 'show'])
      router.post('/customers/:id/logo', [CustomerLogoController, 'store'])
      router.get('/customers/:id/locations', [CustomerLocationsController, 'index'])
      router.post('/customers/:id/locations', [CustomerLocationsController, 'store'])
      router.put('/customers/:id/locations', [CustomerLocationsController, 'update'])
    })
    .use(middleware.auth())
}
