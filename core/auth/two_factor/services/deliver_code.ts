import i18nManager from '@adonisjs/i18n/services/main'
import { renderMail } from '#kernel/mail/render_mail'
import { queueMail } from '#core/mail/queue_mail'
import type User from '#core/users/models/user'
import type UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import { CODE_MINUTES } from '#core/auth/two_factor/services/one_time_codes'
import { sendSms } from '#core/auth/two_factor/sms/sms_sender'
import { maskedNumber } from '#core/auth/two_factor/services/mobile_numbers'

/**
 * Sends a fresh code by the factor's channel and answers where it went (masked), for the challenge page. The code
 * is marked secret so the readable outbox never shows it when real SMTP delivers.
 */
export async function deliverCode(user: User, factor: UserTwoFactor, code: string) {
  const i18n = i18nManager.locale(user.lang)
  if (factor.method === 'sms' && factor.phone) {
    await sendSms(factor.phone, i18n.t('two_factor.sms', { code, minutes: CODE_MINUTES }))
    return maskedNumber(factor.phone)
  }
  const { html, text } = renderMail({
    heading: i18n.t('two_factor.mail.heading', { firstname: user.firstname }),
    paragraphs: [
      i18n.t('two_factor.mail.body', { code, minutes: CODE_MINUTES }),
      i18n.t('two_factor.mail.advice'),
    ],
    footer: i18n.t('two_factor.mail.footer'),
  })
  await queueMail({
    to: user.email,
    subject: i18n.t('two_factor.mail.subject'),
    html,
    text,
    kind: 'two_factor_code',
    lang: user.lang,
    userId: user.id,
    secretUrls: [code],
  })
  return maskedEmail(user.email)
}

function maskedEmail(email: string) {
  const [local, domain] = email.split('@')
  return `${local.slice(0, 2)}•••@${domain}`
}
