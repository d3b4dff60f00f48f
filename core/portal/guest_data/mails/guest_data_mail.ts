import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import { renderMail } from '#kernel/mail/render_mail'
import type { PublicLanguage } from '#core/public_pages/public_language'
import {
  GUEST_DATA_LINK_HOURS,
  GUEST_DATA_MAIL_KIND,
  type GuestDataKind,
} from '#core/portal/guest_data/guest_data_constants'

/** The link that confirms a guest's request for their data (download) or its deletion, in the page's language. */
export function guestDataMail(
  email: string,
  kind: GuestDataKind,
  language: PublicLanguage,
  token: string
) {
  const i18n = i18nManager.locale(language)
  const t = (key: string, data?: Record<string, unknown>) =>
    i18n.t(`guest_access.mail.${key}`, data as any)
  const url = `${publicUrl()}/mydata/${kind}?token=${encodeURIComponent(token)}&lang=${language}`
  const { html, text } = renderMail({
    heading: t(`${kind}.heading`),
    paragraphs: [t(`${kind}.body`), t('expiry', { hours: GUEST_DATA_LINK_HOURS })],
    action: { label: t(`${kind}.action`), url },
    footer: t('footer'),
  })
  return {
    to: email,
    subject: t(`${kind}.subject`),
    html,
    text,
    kind: GUEST_DATA_MAIL_KIND,
    lang: language,
    secretUrls: [url],
  }
}
