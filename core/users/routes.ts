import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SelfController = () => import('#core/users/controllers/self_controller')
const MeController = () => import('#core/users/controllers/me_controller')
const UsersController = () => import('#core/users/controllers/users_controller')

export function userRoutes() {
  router
    .group(() => {
      router.get('/self', [SelfController, 'show'])
      router.put('/self', [SelfController, 'update'])
      router.put('/self/password', [SelfController, 'updatePassword'])
      router.get('/self/data', [SelfController, 'data']).use(middleware.confirmedPassword())

      router.get('/users/me', [MeController, 'show'])
      router.get('/users/me/tokens', [MeController, 'tokens'])
      router.post('/users/me/tokens', [MeController, 'createToken']).use(middleware.confirmedPassword())
      router.delete('/users/me/tokens/:id', [MeController, 'deleteToken'])

      router.get('/users', [UsersController, 'index'])
      router.get('/users/:id', [UsersController, 'show'])
      router.put('/users/:id', [UsersController, 'update'])
      router.delete('/users/:id', [UsersController, 'destroy'])
    })
    .use(middleware.auth())
}
