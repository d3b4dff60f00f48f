import type Partner from '#core/partners/models/partner'

export function partnerLogoUrl(partner: Partner) {
  return partner.logoPath
    ? `/rest/partners/${partner.id}/logo?v=${partner.updatedAt.toMillis()}`
    : null
}

export function transformPartner(partner: Partner, extra: { users_count?: number } = {}) {
  return {
    id: partner.id,
    name: partner.name,
    email: partner.email,
    phone: partner.phone,
    logo: partnerLogoUrl(partner),
    created_at: partner.createdAt.toISO(),
    ...extra,
  }
}
