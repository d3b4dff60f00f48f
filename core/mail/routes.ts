import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import {
  boolean,
  dateTime,
  integer,
  json,
  nullable,
  object,
  oneOfThese,
  page,
  string,
} from '#kernel/http/contract/schemas'
import { MAIL_STATUSES, listMailsValidator } from '#core/mail/validators/list_mails_validator'

const MailsController = () => import('#core/mail/controllers/mails_controller')
const mailSummary = {
  id: integer(),
  to_address: string(),
  subject: string(),
  kind: string(),
  lang: nullable(string()),
  user_id: nullable(integer()),
  status: oneOfThese(...MAIL_STATUSES),
  attempts: integer(),
  error: nullable(string()),
  message_id: nullable(string()),
  sent_at: nullable(dateTime()),
  created_at: dateTime(),
  updated_at: dateTime(),
  /** Its secret links were removed from this copy (SMTP delivered them); false when the outbox is the delivery. */
  links_hidden: boolean(),
}
const api = apiRoutes('Outbox')

/** The outbox, admin only. */
export function mailRoutes() {
  api.get('/admin/mails', [MailsController, 'index'], {
    access: adminOnly,
    summary: 'Mails sent or stored by the platform (secret links redacted)',
    query: listMailsValidator,
    response: json(page(object(mailSummary))),
  })
  api
    .get('/admin/mails/:id', [MailsController, 'show'], {
      access: adminOnly,
      summary: 'One mail with its text and HTML',
      response: json(object({ ...mailSummary, text: string(), html: string() })),
    })
    .where('id', router.matchers.number())
}
