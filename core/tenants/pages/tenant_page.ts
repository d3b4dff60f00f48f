import i18nManager from '@adonisjs/i18n/services/main'
import { html } from '#core/public_pages/html'
import { renderPublicPage } from '#core/public_pages/public_page'
import type { PublicBrand } from '#core/public_pages/public_brand'
import type { PublicLanguage } from '#core/public_pages/public_language'
import type { PublicTenantView } from '#core/tenants/queries/public_tenant'

const STYLES = `.label{margin:12px 0 0}.value{font-size:1.3rem;font-weight:700;margin:0;overflow-wrap:anywhere}
.key{font-family:ui-monospace,Consolas,Menlo,monospace;letter-spacing:.05em}.qr{display:block;width:min(16rem,80vw);height:auto;margin:16px auto}`

interface PageOptions {
  lang: PublicLanguage
  brand: PublicBrand
  nonce: string
}

function shell(options: PageOptions, title: string, body: ReturnType<typeof html>) {
  const i18n = i18nManager.locale(options.lang)
  return renderPublicPage({
    ...options,
    title,
    body,
    styles: STYLES,
    languageLabel: i18n.t('tenants.page.language'),
    footer: html`<span>${options.brand.name}</span>`,
  })
}

/**
 * The tenant's own page (spec §2 /tenants/{id}) in the shared public shell: the network, the key and its WiFi QR
 * code, readable on a phone, without script. Pending: only that the key is being prepared.
 */
export function renderTenantPage(options: PageOptions, view: PublicTenantView) {
  const i18n = i18nManager.locale(options.lang)
  const t = (key: string, data: Record<string, unknown> = {}) =>
    i18n.t(`tenants.page.${key}`, { venue: view.venue, name: view.name, ...data })
  const body =
    view.status === 'active'
      ? html`<main class="page"><header class="page-header"><h1>${t('heading')}</h1></header>
<section class="card"><p>${t('greeting')}</p>
<p class="label muted">${t('network')}</p><p class="value">${view.network}</p>
<p class="label muted">${t('key')}</p><p class="value key">${view.passphrase}</p>
<img class="qr" src="${view.qr}" alt="${t('qr_alt')}"><p>${t('scan')}</p>
${view.activeUntil && html`<p class="muted">${t('until', { date: view.activeUntil })}</p>`}<p class="muted">${t('private')}</p></section></main>`
      : html`<main class="page"><header class="page-header"><h1>${t('heading')}</h1></header><section class="card"><p>${t('pending')}</p></section></main>`
  return shell(options, t('title'), body)
}

/** An unknown or deactivated tenant: spec §8 "invalid public id". */
export function renderMissingPage(options: PageOptions) {
  const i18n = i18nManager.locale(options.lang)
  const title = i18n.t('tenants.page.missing_title')
  return shell(
    options,
    title,
    html`<main class="page"><header class="page-header"><h1>${title}</h1></header><section class="card"><p>${i18n.t('tenants.page.missing')}</p></section></main>`
  )
}
