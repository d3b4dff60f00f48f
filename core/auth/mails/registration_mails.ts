import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import { renderMail } from '#kernel/mail/render_mail'
import { REGISTRATION_CONFIRM_HOURS } from '#core/auth/auth_constants'
import type User from '#core/users/models/user'
import type PendingRegistration from '#core/auth/models/pending_registration'

export function registrationConfirmMail(pending: PendingRegistration, token: string) {
  const i18n = i18nManager.locale(pending.lang)
  const url = `${publicUrl()}/auth/register/confirm?token=${encodeURIComponent(token)}`
  const { html, text } = renderMail({
    heading: i18n.t('mail.registration_confirm.heading', { firstname: pending.firstname }),
    paragraphs: [
      i18n.t('mail.registration_confirm.body'),
      i18n.t('mail.registration_confirm.expiry', { hours: REGISTRATION_CONFIRM_HOURS }),
    ],
    action: { label: i18n.t('mail.registration_confirm.action'), url },
    footer: i18n.t('mail.registration_confirm.footer'),
  })
  return {
    to: pending.email,
    subject: i18n.t('mail.registration_confirm.subject'),
    html,
    text,
    kind: 'registration_confirm',
    lang: pending.lang,
    secretUrls: [url],
  }
}

export function registrationExistsMail(user: User) {
  const i18n = i18nManager.locale(user.lang)
  const { html, text } = renderMail({
    heading: i18n.t('mail.registration_exists.heading', { firstname: user.firstname }),
    paragraphs: [i18n.t('mail.registration_exists.body')],
    action: { label: i18n.t('mail.registration_exists.action'), url: `${publicUrl()}/auth` },
    footer: i18n.t('mail.registration_exists.footer'),
  })
  return {
    to: user.email,
    subject: i18n.t('mail.registration_exists.subject'),
    html,
    text,
    kind: 'registration_exists',
    lang: user.lang,
    userId: user.id,
  }
}
