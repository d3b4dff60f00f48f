import i18nManager from '@adonisjs/i18n/services/main'
import { html, type SafeHtml } from '#core/public_pages/html'
import { renderPublicPage } from '#core/public_pages/public_page'
import type { PublicBrand } from '#core/public_pages/public_brand'
import type { PublicLanguage } from '#core/public_pages/public_language'
import type { PortalSettings } from '#core/portal/portal_settings'
import { languageNav, pageLook } from '#core/portal/public/views/portal_shell'
import { VENUE_LOOK_STYLES } from '#core/portal/public/views/portal_styles'

/** Choices and notices of the guest pages, on top of the shared public styles (constants, never built from input). */
const GUEST_STYLES = `
fieldset{border:0;padding:0;margin:12px 0}
legend{font-weight:600;margin-bottom:4px;padding:0}
.choice{display:flex;gap:10px;align-items:flex-start;font-weight:400;margin:8px 0;cursor:pointer}
.choice input{width:auto;margin:5px 0 0;flex:none}
.field{margin:12px 0}
.field-error{color:#b42318;font-size:.9rem;margin:4px 0 0}
.warning{border-left:4px solid #b42318;padding-left:12px}
.terms h2{font-size:1.05rem;margin:16px 0 4px}
.terms p{margin:4px 0 8px}
.success-mark{font-size:2.5rem;line-height:1;color:#1a7f37}
`

/** A translator for the guest pages' texts (resources/lang/<lang>/guest_access.json). */
export function guestTranslator(language: PublicLanguage) {
  const i18n = i18nManager.locale(language)
  return (key: string, data?: Record<string, unknown>) => i18n.t(`guest_access.${key}`, data as any)
}
export type GuestTranslator = ReturnType<typeof guestTranslator>

export interface GuestPageOptions {
  lang: PublicLanguage
  brand: PublicBrand
  nonce: string
  title: string
  body: SafeHtml
  /** Language links keep only `?lang=`: pages whose address carries a token leave them out. */
  languageLinks?: boolean
  /** The venue whose portal led here (`?portal=`): its name, logo and colours, and language links that keep it. */
  venue?: {
    name: string
    settings: PortalSettings
    logoUrl: string | null
    backgroundUrl: string | null
    languageUrl: (lang: PublicLanguage) => string
  }
}

/** The shell of /mydata, /terms-and-conditions and /success: the public page with links to the other two. */
export function renderGuestPage(options: GuestPageOptions) {
  const t = guestTranslator(options.lang)
  const { venue } = options
  const footer = html`<span><a href="/terms-and-conditions?lang=${options.lang}">${t('links.terms')}</a> · <a href="/mydata?lang=${options.lang}">${t('links.mydata')}</a></span>${venue && languageNav(t('links.language'), options.lang, venue.languageUrl)}`
  return renderPublicPage({
    lang: options.lang,
    title: venue ? `${venue.name} – ${options.title}` : options.title,
    brand: options.brand,
    nonce: options.nonce,
    body: html`<main class="page">
<header class="page-header">${venue?.logoUrl && html`<img src="${venue.logoUrl}" alt="">`}<h1>${venue?.name ?? options.title}</h1></header>
${options.body}
</main>`,
    styles: venue
      ? pageLook(venue.settings, venue.backgroundUrl) + VENUE_LOOK_STYLES + GUEST_STYLES
      : GUEST_STYLES,
    languageLabel: options.languageLinks === false || venue ? undefined : t('links.language'),
    footer,
  })
}
