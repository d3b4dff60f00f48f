import { html } from '#core/public_pages/html'
import { PUBLIC_LANGUAGES, type PublicLanguage } from '#core/public_pages/public_language'
import { readableOn, type PublicBrand } from '#core/public_pages/public_brand'
import type { PortalSettings } from '#core/portal/portal_settings'
import type { PortalTranslator } from '#core/portal/public/views/portal_texts'

const HEX = /^#[0-9a-f]{6}$/i
/** Only our own asset addresses go into the page's CSS (they are built from encoded path segments). */
const ASSET = /^\/portal-assets\/[A-Za-z0-9%._~-]+(\/[A-Za-z0-9%._~-]+)*$/

/** The portal's colours on top of the shell's brand: the designer's main colour is the page's accent. */
export function portalBrand(base: PublicBrand, settings: PortalSettings): PublicBrand {
  const color = HEX.test(settings.colors.main) ? settings.colors.main : base.color
  return { ...base, color, onColor: readableOn(color) }
}

/** CSS variables of the design: page background colour or image, and the text colour over it. Never raw input. */
export function pageLook(settings: PortalSettings, backgroundUrl: string | null) {
  const background = HEX.test(settings.colors.background) ? settings.colors.background : '#f3f5f7'
  const text = HEX.test(settings.colors.text) ? settings.colors.text : '#1b1f24'
  const image = backgroundUrl && ASSET.test(backgroundUrl) ? `url("${backgroundUrl}")` : 'none'
  return `:root{--page-bg:${background};--page-text:${text};--page-image:${image}}`
}

/** Links to the page in the other languages, at the addresses `languageUrl` gives. */
export function languageNav(label: string, lang: PublicLanguage, languageUrl: (lang: PublicLanguage) => string) {
  return html`<nav class="languages" aria-label="${label}">${PUBLIC_LANGUAGES.map((code) =>
    code === lang ? html`<span aria-current="true">${code.toUpperCase()}</span>` : html`<a href="${languageUrl(code)}" hreflang="${code}" lang="${code}">${code.toUpperCase()}</a>`
  )}</nav>`
}

/** "WiFi by <brand>" and the language links, which keep the address's other parameters (the device's). */
export function portalFooter(t: PortalTranslator, brand: PublicBrand, lang: PublicLanguage, languageUrl: ((lang: PublicLanguage) => string) | null) {
  const languages = languageUrl && languageNav(t('language'), lang, languageUrl)
  return html`<span>${t('powered_by', { brand: brand.name })}</span>${languages}`
}
