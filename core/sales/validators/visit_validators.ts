import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { whenPresent } from '#kernel/validation/when_present'
import {
  FOLLOW_UP_METHODS,
  INTEREST_LEVELS,
  SATISFACTION_RANGE,
  VENUE_SIZES,
  VENUE_TYPES,
  VISIT_OUTCOMES,
} from '#core/sales/sales_fields'

const line = (max: number) =>
  vine
    .string()
    .trim()
    .maxLength(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/)
const optionalLine = (max: number) => line(max).nullable().optional()
const flag = () => vine.boolean().optional()

/** Every field of spec §3 Sales visit; what a hunter may leave empty is nullable. */
const visitFields = {
  venueName: line(160).minLength(1),
  venueType: vine.enum(VENUE_TYPES),
  venueSize: vine.enum(VENUE_SIZES),
  sector: optionalLine(80),
  address: optionalLine(200),
  postalCode: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,12}$/)
    .nullable()
    .optional(),
  city: optionalLine(120),
  latitude: vine.number().range([-90, 90]).nullable().optional(),
  longitude: vine.number().range([-180, 180]).nullable().optional(),
  contactName: optionalLine(120),
  contactRole: optionalLine(80),
  contactPhone: vine
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{6,20}$/)
    .nullable()
    .optional(),
  contactEmail: vine.string().trim().maxLength(254).email().nullable().optional(),
  interest: vine.enum(INTEREST_LEVELS),
  wantsOffer: flag(),
  followUp: flag(),
  followUpMethod: vine.enum(FOLLOW_UP_METHODS).nullable().optional(),
  marketingOptIn: flag(),
  knowsProduct: flag(),
  satisfaction: vine.number().withoutDecimals().range(SATISFACTION_RANGE).nullable().optional(),
  issueReason: optionalLine(300),
  posSystem: optionalLine(80),
  hasTerrace: flag(),
  hasKiosk: flag(),
  hasTakeaway: flag(),
  hasWalkIn: flag(),
  provider: optionalLine(80),
  comment: vine.string().trim().maxLength(2000).nullable().optional(),
}

export const createVisitValidator = vine.create(visitFields)

/** Only what is sent changes; admins may also record where the visit led (`outcome`). */
export const updateVisitValidator = vine.create({
  ...visitFields,
  venueName: visitFields.venueName.optional().requiredWhen(whenPresent),
  venueType: visitFields.venueType.optional().requiredWhen(whenPresent),
  venueSize: visitFields.venueSize.optional().requiredWhen(whenPresent),
  interest: visitFields.interest.optional().requiredWhen(whenPresent),
  outcome: vine.enum(VISIT_OUTCOMES).optional().requiredWhen(whenPresent),
})

const day = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()

/** GET /sales/visits: `search` (alias `q`) in venue, contact and city; `hunterId`, `outcome`, days `from`–`to`. */
export const listVisitsValidator = vine.create({
  ...listQuery,
  search: vine.string().trim().maxLength(100).optional(),
  hunterId: vine.number().withoutDecimals().range([1, 2_147_483_647]).optional(),
  outcome: vine.enum(VISIT_OUTCOMES).optional(),
  from: day(),
  to: day(),
})

/** GET /sales/stats, /sales/export and /sales/locations: days `from`–`to` (Europe/Brussels), `hunterId`. */
export const salesPeriodValidator = vine.create({
  from: day(),
  to: day(),
  hunterId: vine.number().withoutDecimals().range([1, 2_147_483_647]).optional(),
})
