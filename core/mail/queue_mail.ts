import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Mail from '#core/mail/models/mail'
import SendMailJob from '#core/mail/jobs/send_mail_job'
import { dispatch } from '#kernel/jobs/dispatch'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** What the mail is for, e.g. password_reset, invitation. */
  kind: string
  lang?: string
  userId?: number | null
}

/**
 * Puts a mail in the outbox and dispatches its delivery. With `trx`, both
 * rows belong to that transaction and delivery starts once it commits.
 */
export async function queueMail(message: MailMessage, options: { trx?: TransactionClientContract } = {}) {
  const mail = await Mail.create(
    {
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      kind: message.kind,
      lang: message.lang ?? null,
      userId: message.userId ?? null,
      status: 'queued',
      attempts: 0,
    },
    { client: options.trx }
  )
  await dispatch(SendMailJob, { mailId: mail.id }, { trx: options.trx })
  return mail
}
