import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import { renderMail } from '#kernel/mail/render_mail'
import type { MailMessage } from '#core/mail/queue_mail'

export const CUSTOMER_EXPORT_LINK_DAYS = 7

/** The web app's page for the link: it sends a signed-out reader to sign in, then downloads. */
export function customerExportUrl(token: string) {
  return `${publicUrl()}/exports/customer/${encodeURIComponent(token)}`
}

/** "Your export is ready": the download link of a customer's data archive, in the requester's language. */
export function customerExportMail(input: {
  to: string
  userId: number
  language: string
  customer: string
  token: string
}): MailMessage {
  const i18n = i18nManager.locale(input.language)
  const t = (key: string) =>
    i18n.t(`reports.export_mail.${key}`, {
      customer: input.customer,
      days: CUSTOMER_EXPORT_LINK_DAYS,
    })
  const url = customerExportUrl(input.token)
  const { html, text } = renderMail({
    heading: t('heading'),
    paragraphs: [t('body'), t('expiry')],
    action: { label: t('action'), url },
    footer: t('footer'),
  })
  return {
    to: input.to,
    subject: t('subject'),
    html,
    text,
    kind: 'customer_export',
    lang: input.language,
    userId: input.userId,
    secretUrls: [url],
  }
}
