import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import { renderMail } from '#kernel/mail/render_mail'
import type User from '#core/users/models/user'

export function loginAlertMail(user: User, failures: number, ip: string) {
  const i18n = i18nManager.locale(user.lang)
  const { html, text } = renderMail({
    heading: i18n.t('mail.login_alert.heading', { firstname: user.firstname }),
    paragraphs: [
      i18n.t('mail.login_alert.body', { count: failures, ip }),
      i18n.t('mail.login_alert.advice'),
    ],
    action: { label: i18n.t('mail.login_alert.action'), url: `${publicUrl()}/auth` },
    footer: i18n.t('mail.login_alert.footer'),
  })
  return {
    to: user.email,
    subject: i18n.t('mail.login_alert.subject'),
    html,
    text,
    kind: 'login_alert',
    lang: user.lang,
    userId: user.id,
  }
}
