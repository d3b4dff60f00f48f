import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import { renderMail } from '#kernel/mail/render_mail'
import { queueMail } from '#core/mail/queue_mail'
import type WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'

/** "Your webhook endpoint was switched off": to the user who added it, in their language, with the log's link. */
export async function mailEndpointDisabled(
  endpoint: WebhookEndpoint,
  reason: 'gone' | 'failing',
  trx: TransactionClientContract
) {
  if (!endpoint.createdBy) return
  const owner = await trx
    .from('users')
    .where('id', endpoint.createdBy)
    .select('id', 'email', 'lang')
    .first()
  const location = await trx
    .from('locations')
    .where('id', endpoint.locationId)
    .select('name')
    .first()
  if (!owner || !location) return
  const i18n = i18nManager.locale(owner.lang ?? 'en')
  const t = (key: string) =>
    i18n.t(`webhooks.mail.disabled.${key}`, { venue: location.name, url: endpoint.url })
  const tab = endpoint.scope === 'portal' ? 'portal' : 'info'
  const { html, text } = renderMail({
    heading: t('heading'),
    paragraphs: [t(reason), t('next')],
    action: {
      label: t('action'),
      url: `${publicUrl()}/locations/${tab}?location=${endpoint.locationId}`,
    },
    footer: t('footer'),
  })
  await queueMail(
    {
      to: owner.email,
      subject: t('subject'),
      html,
      text,
      kind: 'webhook_disabled',
      lang: owner.lang ?? 'en',
      userId: owner.id,
    },
    { trx }
  )
}
