import type SalesVisit from '#core/sales/models/sales_visit'
import type User from '#core/users/models/user'

/** A visit as the API answers it; `canEdit` tells the screen whether the caller may change it. */
export function transformVisit(visit: SalesVisit, viewer: User) {
  const hunter = visit.hunter
  return {
    id: visit.id,
    hunter: { id: visit.hunterId, name: hunter ? `${hunter.firstname} ${hunter.name}`.trim() : '' },
    venueName: visit.venueName,
    venueType: visit.venueType,
    venueSize: visit.venueSize,
    sector: visit.sector,
    address: visit.address,
    postalCode: visit.postalCode,
    city: visit.city,
    latitude: visit.latitude,
    longitude: visit.longitude,
    contactName: visit.contactName,
    contactRole: visit.contactRole,
    contactPhone: visit.contactPhone,
    contactEmail: visit.contactEmail,
    interest: visit.interest,
    wantsOffer: visit.wantsOffer,
    followUp: visit.followUp,
    followUpMethod: visit.followUpMethod,
    marketingOptIn: visit.marketingOptIn,
    knowsProduct: visit.knowsProduct,
    satisfaction: visit.satisfaction,
    issueReason: visit.issueReason,
    posSystem: visit.posSystem,
    hasTerrace: visit.hasTerrace,
    hasKiosk: visit.hasKiosk,
    hasTakeaway: visit.hasTakeaway,
    hasWalkIn: visit.hasWalkIn,
    provider: visit.provider,
    comment: visit.comment,
    outcome: visit.outcome,
    canEdit: viewer.isAdmin || visit.hunterId === viewer.id,
    createdAt: visit.createdAt.toISO()!,
    updatedAt: visit.updatedAt.toISO()!,
  }
}

/** A pin of the visits map. */
export function transformVisitPin(visit: SalesVisit) {
  const hunter = visit.hunter
  return {
    id: visit.id,
    venueName: visit.venueName,
    venueType: visit.venueType,
    interest: visit.interest,
    outcome: visit.outcome,
    hunter: hunter ? `${hunter.firstname} ${hunter.name}`.trim() : '',
    latitude: visit.latitude,
    longitude: visit.longitude,
    createdAt: visit.createdAt.toISO()!,
  }
}
