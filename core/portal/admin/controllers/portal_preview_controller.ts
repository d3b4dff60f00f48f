import type { HttpContext } from '@adonisjs/core/http'
import { newNonce } from '#core/public_pages/public_page'
import { withPortalDefaults } from '#core/portal/portal_settings'
import { portalImageUrl } from '#core/portal/portal_assets'
import { baseBrand } from '#core/portal/public/portal_page_context'
import { renderPortalPage } from '#core/portal/public/views/portal_page_view'
import { portalBrand } from '#core/portal/public/views/portal_shell'
import { applyDraftInput } from '#core/portal/admin/portal_draft'
import { managedPortal } from '#core/portal/admin/queries/managed_portal'
import { portalBrandingOf, wearBranding } from '#core/customer_branding/portal_branding'
import {
  portalDraftValidator,
  portalPreviewQueryValidator,
} from '#core/portal/admin/validators/portal_settings_validator'

/**
 * POST /rest/portal/{id}/preview: the real guest page (the public flow's renderer, in its preview mode: no script, no
 * working form) drawn from the designer's form as it stands, laid over the saved draft, which keeps its images.
 * Nothing is saved and the published page is not touched.
 */
export default class PortalPreviewController {
  async show(ctx: HttpContext) {
    const { lang, offline } = await ctx.request.validateUsing(portalPreviewQueryValidator, {
      data: ctx.request.qs(),
    })
    const input = await ctx.request.validateUsing(portalDraftValidator)
    const { location, portal } = await managedPortal(ctx)
    const draft = applyDraftInput(withPortalDefaults(portal.draft), input)
    const branding = await portalBrandingOf(location.customerId, draft)
    const { settings, logoUrl } = wearBranding(
      draft,
      portalImageUrl(portal.publicId, 'logo', draft),
      portal.publicId,
      branding
    )
    const html = renderPortalPage({
      lang: lang ?? settings.defaultLanguage,
      nonce: newNonce(),
      brand: portalBrand(await baseBrand(ctx), settings),
      publicId: portal.publicId,
      venueName: location.venueName || location.name,
      settings,
      state: offline ? 'offline' : 'enabled',
      logoUrl,
      backgroundUrl: portalImageUrl(portal.publicId, 'background', settings),
      visit: null,
      languageUrl: null,
      preview: true,
    })
    return { html }
  }
}
