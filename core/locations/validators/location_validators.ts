import vine from '@vinejs/vine'
import { whenPresent } from '#kernel/validation/when_present'
import { listQuery } from '#kernel/http/list_validator'
import { COUNTRIES } from '#core/customers/validators/customer_validators'
import {
  CONNECTION_TYPES,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  NETWORK_STATUSES,
} from '#core/locations/location_states'

const text = (max: number) => vine.string().trim().maxLength(max).nullable().optional()
const count = () =>
  vine.number().withoutDecimals().range([0, 500]).optional().requiredWhen(whenPresent)
const speed = () => vine.number().withoutDecimals().range([0, 100000]).nullable().optional()
const vlan = () => vine.number().withoutDecimals().range([1, 4094]).nullable().optional()
const id = () => vine.number().withoutDecimals().positive().max(2_147_483_647)

/** GET /locations: `search` (alias `q`), `customer` (alias `customer_id`), `systemStatus` = the network state. */
export const listLocationsValidator = vine.compile(
  vine.object({
    ...listQuery,
    search: vine.string().trim().maxLength(100).optional(),
    status: vine.enum(LOCATION_STATUSES).optional(),
    type: vine.enum(LOCATION_TYPES).optional(),
    customer: id().optional(),
    customer_id: id().optional(),
    systemStatus: vine.enum(NETWORK_STATUSES).optional(),
    sort: vine.enum(['name', '-name'] as const).optional(),
  })
)

const AREA_FIELDS = ['west', 'south', 'east', 'north', 'zoom'] as const
/** One edge of the map's area: all five area fields come together or not at all. */
const edge = (name: (typeof AREA_FIELDS)[number], limit: number) =>
  vine
    .number()
    .range([-limit, limit])
    .optional()
    .requiredIfAnyExists(AREA_FIELDS.filter((field) => field !== name))

/**
 * GET /locations/map: the list's filters, and the area the map shows (west, south, east, north in degrees; west may
 * exceed east across the date line) with its zoom (0 = the whole world on one 256-pixel tile, 22 = a few metres).
 */
export const mapLocationsValidator = vine.compile(
  vine.object({
    ...listQuery,
    search: vine.string().trim().maxLength(100).optional(),
    status: vine.enum(LOCATION_STATUSES).optional(),
    type: vine.enum(LOCATION_TYPES).optional(),
    customer: id().optional(),
    customer_id: id().optional(),
    systemStatus: vine.enum(NETWORK_STATUSES).optional(),
    sort: vine.enum(['name', '-name'] as const).optional(),
    west: edge('west', 180),
    south: edge('south', 90),
    east: edge('east', 180),
    north: edge('north', 90),
    zoom: vine
      .number()
      .range([0, 22])
      .optional()
      .requiredIfAnyExists(AREA_FIELDS.filter((field) => field !== 'zoom')),
  })
)

/** Fields of the customer's world: what the venue is and where it is. */
const locationFields = {
  name: vine.string().trim().minLength(1).maxLength(160).optional().requiredWhen(whenPresent),
  venue_name: text(160),
  address: text(200),
  zipcode: vine
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{3,10}$/)
    .nullable()
    .optional(),
  city: text(120),
  country: vine.enum(COUNTRIES).optional().requiredWhen(whenPresent),
  timezone: vine
    .string()
    .trim()
    .regex(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/)
    .optional()
    .requiredWhen(whenPresent),
  type: vine.enum(LOCATION_TYPES).optional().requiredWhen(whenPresent),
  latitude: vine.number().range([-90, 90]).nullable().optional(),
  longitude: vine.number().range([-180, 180]).nullable().optional(),
  comments: text(5000),
  room: text(60),
  qr_label: text(120),
}

/** Admins and installers also set lifecycle, plan, line and hardware details. */
const technicalFields = {
  status: vine.enum(LOCATION_STATUSES).optional().requiredWhen(whenPresent),
  plan: vine.number().withoutDecimals().range([1, 10]).optional().requiredWhen(whenPresent),
  payment_method: vine.number().in([0, 1, 2]).nullable().optional(),
  connection_type: vine.enum(CONNECTION_TYPES).optional().requiredWhen(whenPresent),
  subscribed: vine.boolean().optional().requiredWhen(whenPresent),
  caas: vine.boolean().optional().requiredWhen(whenPresent),
  demo: vine.boolean().optional().requiredWhen(whenPresent),
  diy_installation: vine.boolean().optional().requiredWhen(whenPresent),
  ubiquiti_os: vine.boolean().optional().requiredWhen(whenPresent),
  failover: vine.boolean().optional().requiredWhen(whenPresent),
  fixed_vlan_id: vlan(),
  default_tenant_vlan: vlan(),
  ppsk_profile_id: text(64),
  ppsk_ssid: text(32),
  tenant_management: vine.boolean().optional().requiredWhen(whenPresent),
  subscription_id: vine
    .string()
    .trim()
    .regex(/^sub_[A-Za-z0-9]{4,60}$/)
    .nullable()
    .optional(),
  subscription_item_id: vine
    .string()
    .trim()
    .regex(/^si_[A-Za-z0-9]{4,60}$/)
    .nullable()
    .optional(),
  sim_number: vine
    .string()
    .trim()
    .regex(/^[0-9]{10,22}$/)
    .nullable()
    .optional(),
  pppoe_username: text(120),
  pppoe_password: vine.string().maxLength(128).nullable().optional(),
  download_speed: speed(),
  upload_speed: speed(),
  failover_download_speed: speed(),
  failover_upload_speed: speed(),
  amount_gateways: count(),
  amount_aps: count(),
  amount_switches: count(),
}

/** Choices of the venue's users on an existing venue; plan-gated ones are checked in the controller (plan_gate.ts). */
const settingFields = {
  automatic_updates: vine.boolean().optional().requiredWhen(whenPresent),
}

export const updateLocationValidator = vine.compile(
  vine.object({ ...locationFields, ...settingFields })
)
export const adminUpdateLocationValidator = vine.compile(
  vine.object({ ...locationFields, ...settingFields, ...technicalFields })
)

const createFields = {
  ...locationFields,
  customer_id: id(),
  name: vine.string().trim().minLength(1).maxLength(160),
}
export const createLocationValidator = vine.compile(vine.object(createFields))
export const adminCreateLocationValidator = vine.compile(
  vine.object({ ...technicalFields, ...createFields })
)

/** Snooze until a date in the future; null wakes the location up. */
export const snoozeLocationValidator = vine.compile(
  vine.object({
    snoozed_until: vine
      .date({ formats: ['YYYY-MM-DD'] })
      .after('today')
      .nullable(),
  })
)

export const archiveLocationValidator = vine.compile(
  vine.object({ reason: vine.string().trim().maxLength(500).optional() })
)

export const commentValidator = vine.compile(
  vine.object({ body: vine.string().trim().minLength(1).maxLength(5000) })
)
