import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const InvitationsController = () => import('#core/invitations/controllers/invitations_controller')

export function invitationRoutes() {
  router.post('/invites', [InvitationsController, 'store']).use(middleware.auth())
}
