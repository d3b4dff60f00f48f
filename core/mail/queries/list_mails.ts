import Mail, { type MailStatus } from '#core/mail/models/mail'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

export interface ListMailsFilters {
  page?: number
  perPage?: number
  status?: MailStatus
}

/** The outbox, newest first. */
export function listMails(filters: ListMailsFilters) {
  return Mail.query()
    .if(filters.status, (query) => query.where('status', filters.status!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}
