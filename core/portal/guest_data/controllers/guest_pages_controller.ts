import type { HttpContext } from '@adonisjs/core/http'
import { publicBrand } from '#core/public_pages/public_brand'
import { publicLanguage } from '#core/public_pages/public_language'
import { newNonce, sendPublicPage } from '#core/public_pages/public_page'
import { findPortalByPublicId } from '#core/portal/portal_queries'
import { loadStatusSubject, partnerBrand } from '#core/status_pages/queries/status_subject'
import { renderSuccessPage } from '#core/portal/guest_data/pages/success_page'
import { renderTermsPage } from '#core/portal/guest_data/pages/terms_page'
import { findVisitedPortal } from '#core/portal/public/find_visited_portal'
import { venueLook } from '#core/portal/public/portal_page_context'
import { portalBrand } from '#core/portal/public/views/portal_shell'

/**
 * The brand of the host, else of the partner serving the venue whose portal linked here (`?portal={publicId}`), else
 * ours. An unknown portal id is simply ignored.
 */
async function brandOf(ctx: HttpContext) {
  const publicId = ctx.request.qs().portal
  const portal = typeof publicId === 'string' ? await findPortalByPublicId(publicId) : null
  const partner = portal
    ? partnerBrand(await loadStatusSubject('location', portal.locationId))
    : null
  return publicBrand(ctx.request.hostname(), partner)
}

/** The guests' static public pages, in the brand that serves them and the guest's language. */
export default class GuestPagesController {
  async terms(ctx: HttpContext) {
    const nonce = newNonce()
    return sendPublicPage(
      ctx,
      renderTermsPage({ lang: publicLanguage(ctx), brand: await brandOf(ctx), nonce }),
      nonce
    )
  }

  /** After a sign-in (`?portal=&lang=`, see landing_url.ts) the page wears the venue's look, as its portal did. */
  async success(ctx: HttpContext) {
    const nonce = newNonce()
    const brand = await brandOf(ctx)
    const publicId = ctx.request.qs().portal
    const visited = typeof publicId === 'string' ? await findVisitedPortal({ publicId }) : null
    if (!visited?.portal.published)
      return sendPublicPage(
        ctx,
        renderSuccessPage({ lang: publicLanguage(ctx), brand, nonce }),
        nonce
      )
    const look = await venueLook(visited)
    const lang = publicLanguage(ctx, look.settings.defaultLanguage)
    const languageUrl = (code: string) =>
      `/success?${new URLSearchParams({ portal: visited.portal.publicId, lang: code })}`
    const venue = {
      name: look.name,
      settings: look.settings,
      logoUrl: look.logoUrl,
      backgroundUrl: look.backgroundUrl,
      languageUrl,
    }
    return sendPublicPage(
      ctx,
      renderSuccessPage({ lang, brand: portalBrand(brand, look.settings), nonce, venue }),
      nonce
    )
  }
}
