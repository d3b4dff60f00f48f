import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import { anyObject, json, page } from '#kernel/http/contract/schemas'
import { listMailsValidator } from '#core/mail/validators/list_mails_validator'

const MailsController = () => import('#core/mail/controllers/mails_controller')
const api = apiRoutes('Outbox')

/** The outbox, admin only. */
export function mailRoutes() {
  api.get('/admin/mails', [MailsController, 'index'], {
    access: adminOnly,
    summary: 'Mails sent or stored by the platform (secret links redacted)',
    query: listMailsValidator,
    response: json(page(anyObject('A mail: to, subject, status, sent_at'))),
  })
  api.get('/admin/mails/:id', [MailsController, 'show'], { access: adminOnly, summary: 'One mail with its text and HTML', response: json(anyObject('A mail with text and html')) }).where('id', router.matchers.number())
}
