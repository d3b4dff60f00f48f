import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import { renderMail } from '#kernel/mail/render_mail'
import type { MailMessage } from '#core/mail/queue_mail'

export const EXPORT_LINK_DAYS = 7

/** The web app's page for the link: it sends a signed-out reader to sign in, then downloads (GET /rest/…-exports/{token}). */
export function inventoryExportUrl(token: string) {
  return `${publicUrl()}/exports/inventory/${encodeURIComponent(token)}`
}

/** "Your export is ready": the download link of a stock or CaaS hardware export, in the requester's language. */
export function inventoryExportMail(input: {
  to: string
  userId: number
  language: string
  kind: string
  format: string
  rows: number
  token: string
}): MailMessage {
  const i18n = i18nManager.locale(input.language)
  const what = i18n.t(`inventory.mail.export.kinds.${input.kind}`)
  const t = (key: string) =>
    i18n.t(`inventory.mail.export.${key}`, {
      what,
      rows: input.rows,
      format: input.format.toUpperCase(),
      days: EXPORT_LINK_DAYS,
    })
  const url = inventoryExportUrl(input.token)
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
    kind: 'inventory_export',
    lang: input.language,
    userId: input.userId,
    secretUrls: [url],
  }
}
