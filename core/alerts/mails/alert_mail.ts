import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import { renderMail } from '#kernel/mail/render_mail'
import type { AlertTrigger } from '#core/alerts/alert_triggers'

export type AlertNotice = 'triggered' | 'reminder' | 'resolved'

export interface AlertMailInput {
  notice: AlertNotice
  ruleName: string
  trigger: AlertTrigger
  venueName: string
  locationId: number
  subjectName: string | null
  details: Record<string, unknown>
  startedAt: Date
  timezone: string
}

/** The alert mail in the recipient's language: what happened where and since when, and a link to the venue's alerts. */
export function alertMail(
  recipient: { email: string; firstname: string; lang: string; id: number },
  input: AlertMailInput
) {
  const i18n = i18nManager.locale(recipient.lang)
  const since = new Intl.DateTimeFormat(recipient.lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: input.timezone,
  }).format(input.startedAt)
  const data = {
    venue: input.venueName,
    rule: input.ruleName,
    device: input.subjectName ?? '',
    since,
    clients: String(input.details.clients ?? ''),
    threshold: String(input.details.threshold ?? input.details.minutes ?? ''),
    firstname: recipient.firstname,
  }
  const t = (key: string) => i18n.t(`alerts.${key}`, data)
  const what = t(`trigger.${input.trigger}`)
  const { html, text } = renderMail({
    heading: t(`mail.${input.notice}.heading`),
    paragraphs: [t(`mail.${input.notice}.body`), what, t('mail.since')],
    action: {
      label: t('mail.action'),
      url: `${publicUrl()}/locations/alerts?location=${input.locationId}`,
    },
    footer: t('mail.footer'),
  })
  return {
    to: recipient.email,
    subject: t(`mail.${input.notice}.subject`),
    html,
    text,
    kind: `alert_${input.notice}`,
    lang: recipient.lang,
    userId: recipient.id,
  }
}
