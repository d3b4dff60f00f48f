import i18nManager from '@adonisjs/i18n/services/main'
import { renderMail } from '#kernel/mail/render_mail'
import type Customer from '#core/customers/models/customer'
import type { PaymentLink } from '#core/billing/customers/payment_links'

export const PAYMENT_METHOD_MAIL_KIND = 'billing_payment_method_link'

/** The Checkout link for the customer's billing address, in the customer's language. */
export function paymentMethodMail(customer: Customer, to: string, link: PaymentLink) {
  const language = ['nl', 'en', 'fr', 'de'].includes(customer.language) ? customer.language : 'nl'
  const i18n = i18nManager.locale(language)
  const t = (key: string, data?: Record<string, unknown>) =>
    i18n.t(`billing_payment.mail.${key}`, data as any)
  const expires = new Date(link.expires_at).toLocaleString(
    language === 'en' ? 'en-GB' : `${language}-BE`,
    { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }
  )
  const { html, text } = renderMail({
    heading: t('heading', { customer: customer.name }),
    paragraphs: [t('body'), t('expiry', { expires })],
    action: { label: t('action'), url: link.url },
    footer: t('footer'),
  })
  return {
    to,
    subject: t('subject', { customer: customer.name }),
    html,
    text,
    kind: PAYMENT_METHOD_MAIL_KIND,
    lang: language,
    secretUrls: [link.url],
  }
}
