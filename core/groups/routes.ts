import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const GroupsController = () => import('#core/groups/controllers/groups_controller')

export function groupRoutes() {
  router
    .group(() => {
      router.get('/groups', [GroupsController, 'index'])
      router.get('/groups/:id', [GroupsController, 'show'])
      router.put('/groups/:id', [GroupsController, 'update'])
    })
    .use(middleware.auth())
}
