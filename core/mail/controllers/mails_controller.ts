import type { HttpContext } from '@adonisjs/core/http'
import Mail from '#core/mail/models/mail'
import { listMails } from '#core/mail/queries/list_mails'
import { listMailsValidator } from '#core/mail/validators/list_mails_validator'
import { mailDetail, mailSummary } from '#core/mail/transformers/mail_transformer'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'

/** The outbox, for admins (the routes carry the auth and admin middleware). */
export default class MailsController {
  async index({ request }: HttpContext) {
    const filters = await request.validateUsing(listMailsValidator, { data: request.qs() })
    return paginated(await listMails(filters), mailSummary)
  }

  async show({ params }: HttpContext) {
    const id = routeId(params.id)
    const mail = await Mail.findOrFail(id)
    return mailDetail(mail)
  }
}
