import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import { renderMail } from '#kernel/mail/render_mail'
import type Referral from '../referral.js'

export const REFERRAL_MAIL_KIND = 'billing_referral_invitation'

/**
 * The mail to the referred person: who recommends us and how to reach us. In the referring user's language (we do
 * not know the referred person's); no account link, the company becomes a customer through our sales team.
 */
export function referralInvitationMail(
  referral: Referral,
  referrer: { firstname: string; name: string; lang: string },
  referrerCompany: string
) {
  const language = ['nl', 'en', 'fr', 'de'].includes(referrer.lang) ? referrer.lang : 'nl'
  const i18n = i18nManager.locale(language)
  const data = {
    name: referral.name,
    company: referral.company,
    referrer: `${referrer.firstname} ${referrer.name}`.trim(),
    referrerCompany,
  }
  const t = (key: string) => i18n.t(`referrals.mail.${key}`, data as any)
  const site = env.get('APP_URL')
  const { html, text } = renderMail({
    heading: t('heading'),
    paragraphs: [t('body'), t('next')],
    action: site ? { label: t('action'), url: site } : undefined,
    footer: t('footer'),
  })
  return {
    to: referral.email,
    subject: t('subject'),
    html,
    text,
    kind: REFERRAL_MAIL_KIND,
    lang: language,
  }
}
