import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import { renderMail } from '#kernel/mail/render_mail'
import type { MailMessage } from '#core/mail/queue_mail'

/** "Your <service> key stopped working": sent once when a connection turns to needs-credentials. */
export function needsCredentialsMail(input: {
  to: string
  userId: number
  language: string
  service: string
  venue: string
  path: string
}): MailMessage {
  const i18n = i18nManager.locale(input.language)
  const t = (key: string) =>
    i18n.t(`integrations.mail.needs_credentials.${key}`, {
      service: input.service,
      venue: input.venue,
    })
  const url = `${publicUrl()}${input.path}`
  const { html, text } = renderMail({
    heading: t('heading'),
    paragraphs: [t('body'), t('safe')],
    action: { label: t('action'), url },
    footer: t('footer'),
  })
  return {
    to: input.to,
    subject: t('subject'),
    html,
    text,
    kind: 'integration_needs_credentials',
    lang: input.language,
    userId: input.userId,
  }
}
