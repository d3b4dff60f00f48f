import type { NewVisit, VenueSize, VenueType, Interest } from '../api/types'

export const VENUE_TYPES: VenueType[] = [
  'horeca',
  'retail',
  'hotel',
  'office',
  'coworking',
  'cohousing',
  'sports',
  'house',
]
export const VENUE_SIZES: VenueSize[] = ['small', 'medium', 'large']
export const INTEREST_LEVELS: Interest[] = ['interested', 'undecided', 'not_interested']
export const FOLLOW_UP_METHODS = ['quote', 'call', 'not_now'] as const

/** The wizard's values: text fields as strings ('' = not filled in), the rest as the API takes them. */
export const emptyVisit = {
  venueName: '',
  venueType: 'horeca' as VenueType,
  venueSize: 'small' as VenueSize,
  sector: '',
  address: '',
  postalCode: '',
  city: '',
  latitude: null as number | null,
  longitude: null as number | null,
  contactName: '',
  contactRole: '',
  contactPhone: '',
  contactEmail: '',
  marketingOptIn: false,
  knowsProduct: false,
  interest: '' as Interest | '',
  wantsOffer: false,
  followUp: false,
  followUpMethod: '' as (typeof FOLLOW_UP_METHODS)[number] | '',
  satisfaction: 0,
  issueReason: '',
  provider: '',
  posSystem: '',
  hasTerrace: false,
  hasKiosk: false,
  hasTakeaway: false,
  hasWalkIn: false,
  comment: '',
}
export type VisitValues = typeof emptyVisit

/** The fields each step shows, in order; a step's errors keep the hunter on it. */
export const STEPS = [
  {
    key: 'venue',
    fields: [
      'venueName',
      'venueType',
      'venueSize',
      'sector',
      'address',
      'postalCode',
      'city',
      'latitude',
      'longitude',
    ],
  },
  {
    key: 'contact',
    fields: [
      'contactName',
      'contactRole',
      'contactPhone',
      'contactEmail',
      'marketingOptIn',
      'knowsProduct',
    ],
  },
  {
    key: 'interest',
    fields: [
      'interest',
      'wantsOffer',
      'followUp',
      'followUpMethod',
      'satisfaction',
      'issueReason',
      'provider',
    ],
  },
  {
    key: 'details',
    fields: ['posSystem', 'hasTerrace', 'hasKiosk', 'hasTakeaway', 'hasWalkIn', 'comment'],
  },
] as const

export function stepOfField(field: string) {
  const index = STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field))
  return index === -1 ? 0 : index
}

const text = (value: string) => value.trim() || null

/** The request body: empty text as null, a follow-up method only with a follow-up. */
export function visitBody(values: VisitValues): NewVisit {
  return {
    venueName: values.venueName.trim(),
    venueType: values.venueType,
    venueSize: values.venueSize,
    sector: text(values.sector),
    address: text(values.address),
    postalCode: text(values.postalCode),
    city: text(values.city),
    latitude: values.latitude,
    longitude: values.longitude,
    contactName: text(values.contactName),
    contactRole: text(values.contactRole),
    contactPhone: text(values.contactPhone),
    contactEmail: text(values.contactEmail),
    marketingOptIn: values.marketingOptIn,
    knowsProduct: values.knowsProduct,
    interest: values.interest as Interest,
    wantsOffer: values.wantsOffer,
    followUp: values.followUp,
    followUpMethod: values.followUp && values.followUpMethod ? values.followUpMethod : null,
    satisfaction: values.satisfaction || null,
    issueReason: text(values.issueReason),
    provider: text(values.provider),
    posSystem: text(values.posSystem),
    hasTerrace: values.hasTerrace,
    hasKiosk: values.hasKiosk,
    hasTakeaway: values.hasTakeaway,
    hasWalkIn: values.hasWalkIn,
    comment: text(values.comment),
  }
}
