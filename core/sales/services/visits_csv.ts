import { writeCsv } from '#kernel/csv/write_csv'
import type SalesVisit from '#core/sales/models/sales_visit'

const COLUMNS = [
  'id',
  'created_at',
  'hunter',
  'venue_name',
  'venue_type',
  'venue_size',
  'sector',
  'address',
  'postal_code',
  'city',
  'latitude',
  'longitude',
  'contact_name',
  'contact_role',
  'contact_phone',
  'contact_email',
  'interest',
  'wants_offer',
  'follow_up',
  'follow_up_method',
  'marketing_opt_in',
  'knows_product',
  'satisfaction',
  'issue_reason',
  'pos_system',
  'terrace',
  'kiosk',
  'takeaway',
  'walk_in',
  'provider',
  'outcome',
  'comment',
] as const

function row(visit: SalesVisit): Record<(typeof COLUMNS)[number], unknown> {
  return {
    id: visit.id,
    created_at: visit.createdAt.toUTC().toISO(),
    hunter: visit.hunter ? `${visit.hunter.firstname} ${visit.hunter.name}`.trim() : null,
    venue_name: visit.venueName,
    venue_type: visit.venueType,
    venue_size: visit.venueSize,
    sector: visit.sector,
    address: visit.address,
    postal_code: visit.postalCode,
    city: visit.city,
    latitude: visit.latitude,
    longitude: visit.longitude,
    contact_name: visit.contactName,
    contact_role: visit.contactRole,
    contact_phone: visit.contactPhone,
    contact_email: visit.contactEmail,
    interest: visit.interest,
    wants_offer: visit.wantsOffer,
    follow_up: visit.followUp,
    follow_up_method: visit.followUpMethod,
    marketing_opt_in: visit.marketingOptIn,
    knows_product: visit.knowsProduct,
    satisfaction: visit.satisfaction,
    issue_reason: visit.issueReason,
    pos_system: visit.posSystem,
    terrace: visit.hasTerrace,
    kiosk: visit.hasKiosk,
    takeaway: visit.hasTakeaway,
    walk_in: visit.hasWalkIn,
    provider: visit.provider,
    outcome: visit.outcome,
    comment: visit.comment,
  }
}

/** The visits as CSV (kernel/csv): one row per visit, every field of spec §3 Sales visit. */
export function visitsCsv(visits: SalesVisit[]) {
  return writeCsv(COLUMNS, visits.map(row))
}
