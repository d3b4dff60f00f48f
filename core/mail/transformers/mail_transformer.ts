import type Mail from '#core/mail/models/mail'
import { REDACTED_LINK } from '#core/mail/queue_mail'

/** A mail in a list: everything but the bodies. */
export function mailSummary(mail: Mail) {
  return {
    id: mail.id,
    to_address: mail.toAddress,
    subject: mail.subject,
    kind: mail.kind,
    lang: mail.lang,
    user_id: mail.userId,
    status: mail.status,
    attempts: mail.attempts,
    error: mail.error,
    message_id: mail.messageId,
    sent_at: mail.sentAt?.toISO() ?? null,
    created_at: mail.createdAt.toISO(),
    updated_at: mail.updatedAt.toISO(),
    links_hidden: mail.text.includes(REDACTED_LINK),
  }
}

export function mailDetail(mail: Mail) {
  return { ...mailSummary(mail), html: mail.html, text: mail.text }
}
