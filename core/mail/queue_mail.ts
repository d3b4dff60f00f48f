import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Mail from '#core/mail/models/mail'
import SendMailJob from '#core/mail/jobs/send_mail_job'
import { dispatch } from '#kernel/jobs/dispatch'
import env from '#start/env'
import { escapeHtml } from '#kernel/mail/render_mail'
import { brandMailHtml } from '#core/customer_branding/mail_branding'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** What the mail is for, e.g. password_reset, invitation. */
  kind: string
  lang?: string
  userId?: number | null
  /** Links that open an account (reset, invitation, confirmation): kept out of the readable outbox when SMTP delivers. */
  secretUrls?: string[]
}

/**
 * Puts a mail in the outbox and dispatches its delivery. With `trx`, both
 * rows belong to that transaction and delivery starts once it commits.
 */
export async function queueMail(
  unbranded: MailMessage,
  options: { trx?: TransactionClientContract } = {}
) {
  const message = {
    ...unbranded,
    html: await brandMailHtml(unbranded.html, unbranded.userId, options.trx),
  }
  const sealed = env.get('SMTP_HOST') && message.secretUrls?.length ? message.secretUrls : null
  const mail = await Mail.create(
    {
      toAddress: message.to,
      subject: message.subject,
      text: sealed ? redactLinks(message.text, sealed) : message.text,
      html: sealed ? redactLinks(message.html, sealed) : message.html,
      sealedBody: sealed ? JSON.stringify({ text: message.text, html: message.html }) : null,
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

export const REDACTED_LINK = '[link removed from the outbox]'

function redactLinks(body: string, urls: string[]) {
  return urls.reduce(
    (redacted, url) =>
      redacted.replaceAll(url, REDACTED_LINK).replaceAll(escapeHtml(url), REDACTED_LINK),
    body
  )
}
