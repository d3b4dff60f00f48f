import { html, type SafeHtml } from '#core/public_pages/html'
import { renderPublicPage } from '#core/public_pages/public_page'
import type { PublicBrand } from '#core/public_pages/public_brand'
import type { PublicLanguage } from '#core/public_pages/public_language'
import type { PortalSettings } from '#core/portal/portal_settings'
import { portalTranslator } from '#core/portal/public/views/portal_texts'
import { PORTAL_STYLES } from '#core/portal/public/views/portal_styles'
import { CONNECTING_SCRIPT, HANDOFF_SCRIPT } from '#core/portal/public/views/portal_scripts'
import { pageLook, portalFooter } from '#core/portal/public/views/portal_shell'

export type PortalMessage = 'not_available' | 'invalid_link' | 'connecting' | 'failed' | 'blocked' | 'too_many' | 'handoff' | 'sample_done'

export interface PortalMessageModel {
  kind: PortalMessage
  lang: PublicLanguage
  nonce: string
  brand: PublicBrand
  /** The venue's page look and name, when the message belongs to a known portal. */
  venue?: { name: string; settings: PortalSettings; logoUrl: string | null; backgroundUrl: string | null }
  /** connecting / failed: the sign-in's token (the retry form and the status poll use it). */
  token?: string
  /** connecting: attempts made so far (after the first, the page says the network is slow). */
  attempts?: number
  seconds?: number
  /** handoff: the device's login form; sample_done: where the guest would go. */
  deviceLogin?: { action: string; fields: Record<string, string> }
  landingUrl?: string
}

function retryForm(token: string, label: string) {
  return html`<form method="post" action="/guest/connecting/${token}"><button class="button" type="submit">${label}</button></form>`
}

function content(model: PortalMessageModel, t: ReturnType<typeof portalTranslator>): SafeHtml {
  switch (model.kind) {
    case 'connecting':
      return html`<h2>${t('connecting.title')}</h2><div class="spinner" aria-hidden="true"></div><p role="status">${t('connecting.text')}</p>
${(model.attempts ?? 0) > 1 && html`<p class="muted">${t('connecting.slow')}</p>`}${model.token && retryForm(model.token, t('connecting.retry'))}`
    case 'failed':
      return html`<h2>${t('failed.title')}</h2><p role="alert">${t('failed.text')}</p>${model.token && retryForm(model.token, t('failed.retry'))}`
    case 'too_many':
      return html`<h2>${t('too_many.title')}</h2><p role="alert">${t('too_many.text', { seconds: model.seconds ?? 60 })}</p>`
    case 'handoff': {
      const login = model.deviceLogin!
      return html`<h2>${t('handoff.title')}</h2><p>${t('handoff.text')}</p>
<form id="device-login" method="post" action="${login.action}">${Object.entries(login.fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}<button class="button" type="submit">${t('handoff.button')}</button></form>`
    }
    case 'sample_done':
      return html`<h2>${t('connected.title')}</h2><p>${t('sample.done')}</p><p><a href="${model.landingUrl ?? '/success'}">${model.landingUrl ?? '/success'}</a></p>`
    default:
      return html`<h2>${t(`${model.kind}.title`)}</h2><p>${t(`${model.kind}.text`)}</p>`
  }
}

const SCRIPTS: Partial<Record<PortalMessage, string>> = { connecting: CONNECTING_SCRIPT, handoff: HANDOFF_SCRIPT }

/** The portal's other pages: not available, a bad link, "we are connecting you", failure, refusal, throttling, handoff. */
export function renderPortalMessage(model: PortalMessageModel): string {
  const t = portalTranslator(model.lang)
  const venue = model.venue
  const body = html`<main class="page">
<header class="page-header">${venue?.logoUrl && html`<img src="${venue.logoUrl}" alt="">`}<h1>${venue?.name ?? t('title')}</h1></header>
<section class="card">${content(model, t)}</section>
</main>`
  return renderPublicPage({
    lang: model.lang,
    title: `${venue?.name ?? model.brand.name} – ${t('title')}`,
    brand: model.brand,
    nonce: model.nonce,
    body,
    styles: (venue ? pageLook(venue.settings, venue.backgroundUrl) : ':root{--page-bg:#f3f5f7;--page-text:#1b1f24;--page-image:none}') + PORTAL_STYLES,
    script: SCRIPTS[model.kind],
    data: { token: model.kind === 'connecting' ? (model.token ?? null) : null },
    footer: portalFooter(t, model.brand, model.lang, null),
  })
}
