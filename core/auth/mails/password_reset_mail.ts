import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import { renderMail } from '#kernel/mail/render_mail'
import { PASSWORD_RESET_MINUTES } from '#core/auth/auth_constants'
import type User from '#core/users/models/user'

export function passwordResetMail(user: User, token: string) {
  const i18n = i18nManager.locale(user.lang)
  const url = `${publicUrl()}/auth/passwordreset?token=${encodeURIComponent(token)}`
  const { html, text } = renderMail({
    heading: i18n.t('mail.password_reset.heading', { firstname: user.firstname }),
    paragraphs: [
      i18n.t('mail.password_reset.body'),
      i18n.t('mail.password_reset.expiry', { minutes: PASSWORD_RESET_MINUTES }),
    ],
    action: { label: i18n.t('mail.password_reset.action'), url },
    footer: i18n.t('mail.password_reset.footer'),
  })
  return {
    to: user.email,
    subject: i18n.t('mail.password_reset.subject'),
    html,
    text,
    kind: 'password_reset',
    lang: user.lang,
    userId: user.id,
    secretUrls: [url],
  }
}
