import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SessionController = () => import('#core/auth/controllers/session_controller')
const RegistrationController = () => import('#core/auth/controllers/registration_controller')
const PasswordResetController = () => import('#core/auth/controllers/password_reset_controller')
const SecureController = () => import('#core/auth/controllers/secure_controller')

export function authRoutes() {
  router
    .group(() => {
      router.post('/login', [SessionController, 'login'])
      router.post('/logout', [SessionController, 'logout'])
      router.post('/token', [SessionController, 'issueToken'])
      router.post('/register', [RegistrationController, 'register'])
      router.post('/register/confirm', [RegistrationController, 'confirm'])
      router.get('/invite', [RegistrationController, 'showInvite'])
      router.post('/password/recover', [PasswordResetController, 'recover'])
      router.post('/password/reset', [PasswordResetController, 'reset'])
    })
    .prefix('/auth')

  router
    .group(() => {
      router.get('/csrf-cookie', [SecureController, 'csrfCookie'])
      router.post('/confirm-password', [SecureController, 'confirmPassword']).use(middleware.auth({ guards: ['web'] }))
    })
    .prefix('/secure')
}
