import router from '@adonisjs/core/services/router'

const InitController = () => import('#core/brands/controllers/init_controller')

export function brandRoutes() {
  router.get('/init/:brand', [InitController, 'show'])
}
