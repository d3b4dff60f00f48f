import type CustomerBranding from '#core/customer_branding/models/customer_branding'

/** Image URLs carry the row's update time so browsers and mail previews fetch a replaced image again. */
export function transformBranding(branding: CustomerBranding) {
  const version = branding.updatedAt.toMillis()
  const url = (kind: 'logo' | 'header', path: string | null) => (path ? `/rest/customers/${branding.customerId}/branding/${kind}?v=${version}` : null)
  return {
    main_color: branding.mainColor ?? null,
    logo_url: url('logo', branding.logoPath),
    header_url: url('header', branding.headerPath),
  }
}
