import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  number,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import {
  FOLLOW_UP_METHODS,
  INTEREST_LEVELS,
  VENUE_SIZES,
  VENUE_TYPES,
  VISIT_OUTCOMES,
} from '#core/sales/sales_fields'
import { INSTALL_CATEGORIES } from '#core/sales/services/sales_tariffs'

const text = () => nullable(string())
const flag = () => boolean()

export const visitSchema = object({
  id: integer(),
  hunter: object({ id: integer(), name: string() }),
  venueName: string(),
  venueType: oneOfThese(...VENUE_TYPES),
  venueSize: oneOfThese(...VENUE_SIZES),
  sector: text(),
  address: text(),
  postalCode: text(),
  city: text(),
  latitude: nullable(number()),
  longitude: nullable(number()),
  contactName: text(),
  contactRole: text(),
  contactPhone: text(),
  contactEmail: text(),
  interest: oneOfThese(...INTEREST_LEVELS),
  wantsOffer: flag(),
  followUp: flag(),
  followUpMethod: nullable(oneOfThese(...FOLLOW_UP_METHODS)),
  marketingOptIn: flag(),
  knowsProduct: flag(),
  satisfaction: nullable(integer()),
  issueReason: text(),
  posSystem: text(),
  hasTerrace: flag(),
  hasKiosk: flag(),
  hasTakeaway: flag(),
  hasWalkIn: flag(),
  provider: text(),
  comment: text(),
  outcome: oneOfThese(...VISIT_OUTCOMES),
  canEdit: {
    ...boolean(),
    description: 'Whether the caller may change it: the hunter who recorded it, or an admin',
  },
  createdAt: dateTime(),
  updatedAt: dateTime(),
})

export const visitPinsSchema = object({
  from: string({ format: 'date' }),
  to: string({ format: 'date' }),
  data: array(
    object({
      id: integer(),
      venueName: string(),
      venueType: string(),
      interest: string(),
      outcome: string(),
      hunter: string(),
      latitude: number(),
      longitude: number(),
      createdAt: dateTime(),
    })
  ),
})

const counts = {
  visits: integer(),
  offers: integer(),
  customers: integer(),
  offerRate: number(),
  customerRate: number(),
}
const weekCounts = object({
  week: string({ description: 'ISO week, e.g. 2026-W48' }),
  visits: integer(),
  offers: integer(),
  customers: integer(),
})

export const statsSchema = object({
  from: string({ format: 'date' }),
  to: string({ format: 'date' }),
  weeks: array(string()),
  hunters: array(
    object({ hunterId: integer(), name: string(), ...counts, weeks: array(weekCounts) })
  ),
  totals: object(counts),
})

const quoteLine = object({
  key: oneOfThese(
    'edge',
    'access_points',
    'licence',
    'plan',
    'install',
    'extra_connections',
    'fixed_ip',
    'financing'
  ),
  productId: nullable(integer()),
  name: text(),
  quantity: integer(),
  oneOffCents: integer(),
  monthlyCents: integer(),
})

export const configSchema = object({
  id: integer(),
  title: string(),
  visitId: nullable(integer()),
  createdBy: nullable(object({ id: integer(), name: string() })),
  devices: integer(),
  connections: integer(),
  plan: integer(),
  suggestedPlan: {
    ...integer(),
    description: 'The lowest plan whose device limit fits the devices of one venue',
  },
  installCategory: oneOfThese(...INSTALL_CATEGORIES),
  venues: integer(),
  peplinkLicence: boolean(),
  fixedIp: boolean(),
  maxOneOffCents: nullable(integer()),
  currency: string(),
  mrrCents: integer(),
  oneOffCents: integer(),
  breakdown: object({
    hardware: oneOfThese('bought', 'rented'),
    financedCents: integer(),
    financingMonths: integer(),
    lines: array(quoteLine),
  }),
  createdAt: dateTime(),
  updatedAt: dateTime(),
})

export const tariffsSchema = object({
  currency: string(),
  plans: array(
    object({ plan: integer(), maxDevices: integer(), monthlyCents: integer(), support: string() })
  ),
  installCategories: array(
    object({ category: oneOfThese(...INSTALL_CATEGORIES), feeCents: integer() })
  ),
  extraConnectionMonthlyCents: integer(),
  fixedIpMonthlyCents: integer(),
  financingMonths: integer(),
})

export const hunterSchema = object({
  id: integer(),
  name: string(),
  email: string(),
  hunter: boolean(),
})
