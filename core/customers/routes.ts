import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CustomersController = () => import('#core/customers/controllers/customers_controller')

export function customerRoutes() {
  router
    .group(() => {
      router.get('/customers', [CustomersController, 'index'])
      router.get('/customers/:id', [CustomersController, 'show'])
      router.put('/customers/:id', [CustomersController, 'update'])
    })
    .use(middleware.auth())
}
