import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import type Location from '#core/locations/models/location'
import type Tenant from '#core/tenants/models/tenant'
import { escapeHtml } from '#kernel/mail/render_mail'
import { wifiQrPng } from '#core/tenants/services/wifi_qr'
import { networkNameOf } from '#core/tenants/services/tenant_network_name'

export function tenantPageUrl(tenant: Tenant) {
  return `${publicUrl()}/tenants/${tenant.publicId}`
}

/**
 * The tenant's mail, in the tenant's language: the network, the key as text and as a WiFi QR code a phone camera
 * joins with, and the link to the tenant's own page. The key, the QR code and the link are secrets: kept out of
 * the readable outbox when SMTP delivers (queueMail's secretUrls).
 */
export async function tenantMail(tenant: Tenant, location: Location) {
  const i18n = i18nManager.locale(tenant.language)
  const venue = location.venueName || location.name
  const ssid = await networkNameOf(tenant, location)
  const url = tenantPageUrl(tenant)
  const qr = await wifiQrPng(ssid, tenant.passphrase)
  const t = (key: string, data: Record<string, unknown> = {}) =>
    i18n.t(`tenants.mail.${key}`, { venue, ssid, name: tenant.name, ...data })
  const e = (text: string) => escapeHtml(text)

  const html = `<!doctype html><html lang="${e(tenant.language)}"><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2733">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px"><tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${e(t('heading'))}</h1>
<p style="font-size:15px;line-height:22px;margin:0 0 16px">${e(t('greeting'))}</p>
<p style="font-size:15px;line-height:22px;margin:0 0 8px">${e(t('network'))}</p>
<p style="font-size:18px;margin:0 0 16px"><strong>${e(ssid)}</strong></p>
<p style="font-size:15px;line-height:22px;margin:0 0 8px">${e(t('key_label'))}</p>
<p style="font-size:22px;letter-spacing:1px;font-family:Consolas,Menlo,monospace;margin:0 0 16px"><strong>${e(tenant.passphrase)}</strong></p>
<p style="font-size:15px;line-height:22px;margin:0 0 8px">${e(t('scan'))}</p>
<p style="margin:0 0 16px"><img src="${qr}" width="240" height="240" alt="${e(t('qr_alt'))}"></p>
<p style="font-size:15px;line-height:22px;margin:0 0 16px">${e(t('private'))}</p>
<p style="margin:24px 0"><a href="${e(url)}" style="background:#1f6feb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${e(t('action'))}</a></p>
<p style="font-size:12px;color:#6b7785;margin:24px 0 0">${e(t('footer'))}</p></td></tr></table></td></tr></table></body></html>`

  const text = [
    t('heading'),
    '',
    t('greeting'),
    '',
    t('network'),
    ssid,
    '',
    t('key_label'),
    tenant.passphrase,
    '',
    t('private'),
    '',
    `${t('action')}: ${url}`,
    '',
    t('footer'),
  ].join('\n')
  return {
    to: tenant.email,
    subject: t('subject'),
    html,
    text,
    kind: 'tenant_key',
    lang: tenant.language,
    secretUrls: [url, tenant.passphrase, qr],
  }
}
