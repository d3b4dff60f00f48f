import { basename } from 'node:path'
import CustomerBranding from '#core/customer_branding/models/customer_branding'
import type { PortalSettings } from '#core/portal/portal_settings'

const HEX = /^#[0-9a-f]{6}$/i

/**
 * The customer's branding a guest portal wears: none when the portal is personalised (its own design only) or the
 * customer has no branding. One indexed read per page.
 */
export async function portalBrandingOf(
  customerId: number,
  settings: Pick<PortalSettings, 'personalised'>
) {
  if (settings.personalised) return null
  return CustomerBranding.findBy('customer_id', customerId)
}

/**
 * A portal's settings and logo URL dressed in its customer's branding: the branding's main colour replaces the
 * portal's, and its logo shows where the portal has none of its own (served among the portal's images under its
 * file name, see portalBrandingLogo).
 */
export function wearBranding(
  settings: PortalSettings,
  logoUrl: string | null,
  publicId: string,
  branding: CustomerBranding | null
) {
  if (!branding) return { settings, logoUrl }
  const colors =
    branding.mainColor && HEX.test(branding.mainColor)
      ? { ...settings.colors, main: branding.mainColor }
      : settings.colors
  const brandLogo = branding.logoPath
    ? `/portal-assets/${encodeURIComponent(publicId)}/logo/${encodeURIComponent(basename(branding.logoPath))}`
    : null
  return { settings: { ...settings, colors }, logoUrl: logoUrl ?? brandLogo }
}

/** The branding logo a portal asset URL names by its file name, when the portal wears that branding. */
export async function portalBrandingLogo(
  customerId: number,
  settings: Pick<PortalSettings, 'personalised'>,
  file: string
) {
  const branding = await portalBrandingOf(customerId, settings)
  return branding?.logoPath && basename(branding.logoPath) === file ? branding.logoPath : null
}
