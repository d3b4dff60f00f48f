import type { HttpContext } from '@adonisjs/core/http'
import { defaultBrand, publicBrand, type PublicBrand } from '#core/public_pages/public_brand'
import { isPublicLanguage, publicLanguage, type PublicLanguage } from '#core/public_pages/public_language'
import { newNonce, sendPublicPage } from '#core/public_pages/public_page'
import { portalImageUrl } from '#core/portal/portal_assets'
import { withPortalDefaults, type PortalSettings } from '#core/portal/portal_settings'
import { portalState } from '#core/portal/public/portal_state'
import type { VisitedPortal } from '#core/portal/public/find_visited_portal'
import { renderPortalPage, type PortalPageModel } from '#core/portal/public/views/portal_page_view'
import { renderPortalMessage, type PortalMessageModel } from '#core/portal/public/views/portal_message_view'
import { portalBrand } from '#core/portal/public/views/portal_shell'
import { landingOrigin } from '#core/portal/sign_in/services/landing_url'
import { guestProviders, providerOrigin } from '#core/portal/public/social/guest_social'
import { portalAnalytics } from '#core/portal/public/views/portal_analytics'
import { portalBrandingOf, wearBranding } from '#core/customer_branding/portal_branding'

/**
 * What a page of a known portal shows around its content: venue name, published design, images; a portal that is
 * not personalised wears its customer's branding (core/customer_branding/portal_branding.ts).
 */
export async function venueLook(visited: VisitedPortal) {
  const published = withPortalDefaults(visited.portal.published)
  const branding = await portalBrandingOf(visited.location.customerId, published)
  const { settings, logoUrl } = wearBranding(published, portalImageUrl(visited.portal.publicId, 'logo', published), visited.portal.publicId, branding)
  return {
    name: visited.location.venueName || visited.location.name,
    settings,
    logoUrl,
    backgroundUrl: portalImageUrl(visited.portal.publicId, 'background', settings),
  }
}

export async function baseBrand(ctx: HttpContext): Promise<PublicBrand> {
  return publicBrand(ctx.request.hostname()).catch(() => defaultBrand())
}

/** The page's language: `?lang=` or the form's, else the browser's, else the portal's default language. */
export function pageLanguage(ctx: HttpContext, settings: PortalSettings | null, asked?: unknown): PublicLanguage {
  if (isPublicLanguage(asked)) return asked
  return publicLanguage(ctx, settings?.defaultLanguage ?? null)
}

/** This address with another `lang` (the redirect's parameters kept). */
export function languageUrlOf(ctx: HttpContext) {
  const path = ctx.request.url()
  const query = ctx.request.parsedUrl.query ?? ''
  return (lang: PublicLanguage) => {
    const params = new URLSearchParams(typeof query === 'string' ? query : '')
    params.set('lang', lang)
    return `${path}?${params}`
  }
}

const ENTRY_PATH = /^\/(guest\/s\/[^/]+\/?|guest|peplink|peplinkportaltest)$/
const HERE = 'http://portal.invalid'

/**
 * After a refused form post (no JavaScript), the language links of the page shown again: the page the guest came on
 * (the forms carry it as `back`) in another language. Only our own entry pages are taken; anything else gets no links.
 */
export function languageUrlFromBack(value: unknown) {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return null
  let url: URL
  try {
    url = new URL(value, HERE)
  } catch {
    return null
  }
  if (url.origin !== HERE || !ENTRY_PATH.test(url.pathname)) return null
  return (lang: PublicLanguage) => {
    const params = new URLSearchParams(url.search)
    params.set('lang', lang)
    return `${url.pathname}?${params}`
  }
}

/** Renders and sends a portal's page; its form (and the redirect after it) may lead to the landing URL's site. */
export async function sendPortalPage(ctx: HttpContext, visited: VisitedPortal, model: Omit<PortalPageModel, 'nonce' | 'brand' | 'publicId' | 'venueName' | 'settings' | 'state' | 'logoUrl' | 'backgroundUrl' | 'socialProviders' | 'analyticsScript'>, status = 200, landing?: string) {
  const look = await venueLook(visited)
  const nonce = newNonce()
  const state = portalState(visited.portal, { timezone: visited.location.timezone, openingHours: visited.location.openingHours }, new Date())
  const socialProviders = guestProviders(visited.portal, look.settings)
  const analytics = portalAnalytics(look.settings)
  const page = renderPortalPage({
    ...model,
    nonce,
    brand: portalBrand(await baseBrand(ctx), look.settings),
    publicId: visited.portal.publicId,
    venueName: look.name,
    settings: look.settings,
    state,
    logoUrl: look.logoUrl,
    backgroundUrl: look.backgroundUrl,
    socialProviders,
    analyticsScript: analytics.script,
  })
  const origin = landing ? landingOrigin(landing) : null
  // The provider buttons post the form to us, and our answer redirects to the provider: its origin is a form target.
  const formAction = [...(origin ? [origin] : []), ...socialProviders.map(providerOrigin)]
  return sendPublicPage(ctx, page, nonce, status, { formAction, sources: analytics.sources })
}

/** Renders and sends one of the portal's message pages, in the venue's look when the portal is known. */
export async function sendPortalMessage(ctx: HttpContext, visited: VisitedPortal | null, model: Omit<PortalMessageModel, 'nonce' | 'brand' | 'venue' | 'lang'> & { lang?: PublicLanguage }, status = 200, formAction: string[] = []) {
  const nonce = newNonce()
  const venue = visited ? await venueLook(visited) : undefined
  const base = await baseBrand(ctx)
  const lang = model.lang ?? pageLanguage(ctx, venue?.settings ?? null)
  const page = renderPortalMessage({ ...model, lang, nonce, venue, brand: venue ? portalBrand(base, venue.settings) : base })
  return sendPublicPage(ctx, page, nonce, status, { formAction })
}
