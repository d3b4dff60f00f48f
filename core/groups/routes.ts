import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const GroupsController = () => import('#core/groups/controllers/groups_controller')
const GroupCustomersController = () => import('#core/groups/controllers/group_customers_controller')

export function groupRoutes() {
  router
    .group(() => {
      router.get('/groups', [GroupsController, 'index'])
      router.post('/groups', [GroupsController, 'store'])
      router.get('/groups/:id', [GroupsController, 'show'])
      router.put('/groups/:id', [GroupsController, 'update'])
      router.delete('/groups/:id', [GroupsController, 'destroy'])
      router.put('/group/customers', [GroupCustomersController, 'update'])
      router.delete('/group/customers/:id', [GroupCustomersController, 'destroy'])
    })
    .use(middleware.auth())
}
