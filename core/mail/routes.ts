import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const MailsController = () => import('#core/mail/controllers/mails_controller')

/** The outbox, admin only. Mounted under /rest. */
export function mailRoutes() {
  router
    .group(() => {
      router.get('/', [MailsController, 'index'])
      router.get('/:id', [MailsController, 'show']).where('id', router.matchers.number())
    })
    .prefix('/admin/mails')
    .use([middleware.auth(), middleware.admin()])
}
