import { basename } from 'node:path'
import type { PortalSettings } from '#core/portal/portal_settings'

/**
 * The portal's images (logo, background) on its public URLs, served by core/portal/admin/controllers/
 * portal_assets_controller.ts:
 * - `/portal-assets/{publicId}/{kind}`: the PUBLISHED image (short public cache: a publish changes it);
 * - `/portal-assets/{publicId}/{kind}/{file}`: one stored version, the draft's or the published one (immutable, its
 *   name is random): what the public page and the designer's preview link to.
 */
export const PORTAL_IMAGE_KINDS = ['logo', 'background'] as const
export type PortalImageKind = (typeof PORTAL_IMAGE_KINDS)[number]

export function portalImagePath(
  settings: Pick<PortalSettings, 'logoPath' | 'backgroundPath'>,
  kind: PortalImageKind
) {
  return kind === 'logo' ? settings.logoPath : settings.backgroundPath
}

/** The URL of one stored image of a portal (draft or published settings), or null when it has none. */
export function portalImageUrl(
  publicId: string,
  kind: PortalImageKind,
  settings: Pick<PortalSettings, 'logoPath' | 'backgroundPath'> | null
) {
  const path = settings ? portalImagePath(settings, kind) : null
  return path
    ? `/portal-assets/${encodeURIComponent(publicId)}/${kind}/${encodeURIComponent(basename(path))}`
    : null
}

/** Where a portal's uploads live, under the uploads root. */
export const portalUploadFolder = (portalId: number) => `portals/${portalId}`
