import { basename } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import { withPortalDefaults } from '#core/portal/portal_settings'
import { findPortalByPublicId } from '#core/portal/portal_queries'
import {
  PORTAL_IMAGE_KINDS,
  portalImagePath,
  type PortalImageKind,
} from '#core/portal/portal_assets'
import { AppException } from '#kernel/exceptions/app_exception'
import { sendUpload } from '#kernel/storage/uploads'
import Location from '#core/locations/models/location'
import type Portal from '#core/portal/models/portal'
import { portalBrandingLogo } from '#core/customer_branding/portal_branding'

/** The customer's branding logo, which a portal that is not personalised shows (core/customer_branding/portal_branding.ts). */
async function brandingLogo(portal: Portal, file: string) {
  const location = await Location.find(portal.locationId)
  if (!location) return null
  const settings = withPortalDefaults(portal.published ?? portal.draft)
  return portalBrandingLogo(location.customerId, settings, file)
}

const kindOf = (value: unknown): PortalImageKind => {
  if (!PORTAL_IMAGE_KINDS.includes(value as PortalImageKind)) throw AppException.notFound()
  return value as PortalImageKind
}

/**
 * The portal's images on public URLs (core/portal/portal_assets.ts), for the public page and the designer's preview.
 * A stored version is found only by its random file name, and only while the draft or the published version uses it.
 */
export default class PortalAssetsController {
  /** /portal-assets/{publicId}/{kind}: the published image. */
  async published(ctx: HttpContext) {
    const kind = kindOf(ctx.params.kind)
    const portal = await findPortalByPublicId(String(ctx.params.publicId))
    const path = portal?.published
      ? portalImagePath(withPortalDefaults(portal.published), kind)
      : null
    if (!path) throw AppException.notFound()
    await sendUpload(ctx, path)
    ctx.response.header('cache-control', 'public, max-age=300')
  }

  /** /portal-assets/{publicId}/{kind}/{file}: one stored version, which never changes. */
  async version(ctx: HttpContext) {
    const kind = kindOf(ctx.params.kind)
    const portal = await findPortalByPublicId(String(ctx.params.publicId))
    const wanted = String(ctx.params.file)
    const path =
      [portal?.draft, portal?.published]
        .map((settings) => (settings ? portalImagePath(withPortalDefaults(settings), kind) : null))
        .find((candidate) => candidate && basename(candidate) === wanted) ??
      (portal && kind === 'logo' ? await brandingLogo(portal, wanted) : null)
    if (!path) throw AppException.notFound()
    await sendUpload(ctx, path)
    ctx.response.header('cache-control', 'public, max-age=31536000, immutable')
  }
}
