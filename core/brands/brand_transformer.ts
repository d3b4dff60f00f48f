import type Brand from '#core/brands/models/brand'

/** The brand's logo as a URL: the uploaded one (served publicly, it brands a sign-in page), else the fixed icon. */
export function brandLogoUrl(brand: Brand) {
  if (brand.logoPath) return `/rest/init/${brand.slug}/logo?v=${brand.updatedAt.toUnixInteger()}`
  return brand.iconPath
}

export function transformBrand(brand: Brand, partner: { id: number; name: string } | null) {
  return {
    id: brand.id,
    slug: brand.slug,
    name: brand.name,
    main_color: brand.mainColor,
    accent_color: brand.accentColor,
    logo_url: brandLogoUrl(brand),
    mail_from_name: brand.mailFromName,
    partner,
    created_at: brand.createdAt.toISO()!,
    updated_at: brand.updatedAt.toISO()!,
  }
}

export function brandInit(brand: Brand) {
  return {
    name: brand.name,
    main_color: brand.mainColor,
    accent_color: brand.accentColor,
    icon_path: brandLogoUrl(brand),
  }
}
