import type CustomerBranding from '#core/customer_branding/models/customer_branding'

/** Image URLs carry the row's update time so browsers and mail previews fetch a replaced image again. */
export function transformBranding(branding: CustomerBranding) {
  const version = branding.updatedAt.toMillis()
  const url = (kind: 'logo' | 'header', path: string | null) =>
    path ? `/rest/customers/${branding.customerId}/branding/${kind}?v=${version}` : null
  return {
    main_color: branding.mainColor ?? null,
    logo_url: url('logo', branding.logoPath),
    header_url: url('header', branding.headerPath),
  }
}

/** The answer of the customer's branding routes: the saved branding, or the default look while there is none. */
export function customerBrandingAnswer(branding: CustomerBranding | null) {
  if (!branding) return { is_set: false, main_color: null, logo_url: null, header_url: null }
  return { is_set: true, ...transformBranding(branding) }
}
