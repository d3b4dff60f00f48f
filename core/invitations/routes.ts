import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const InvitationsController = () => import('#core/invitations/controllers/invitations_controller')
const SubjectInvitationsController = () => import('#core/invitations/controllers/subject_invitations_controller')

export function invitationRoutes() {
  router
    .group(() => {
      router.get('/invites', [InvitationsController, 'index'])
      router.post('/invites', [InvitationsController, 'store'])
      router.post('/invites/validate', [InvitationsController, 'validate'])
      router.post('/invites/accept', [InvitationsController, 'accept'])
      router.post('/invites/resend/:id', [InvitationsController, 'resend'])
      router.delete('/invites/:id', [InvitationsController, 'destroy'])
      router.get('/invites/:type/:id', [SubjectInvitationsController, 'index']).where('type', /^(group|customer|location)$/)
    })
    .use(middleware.auth())
}
