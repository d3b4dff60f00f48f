import vine from '@vinejs/vine'
import { whenPresent } from '#kernel/validation/when_present'
import { listQuery } from '#kernel/http/list_validator'
import { COUNTRIES } from '#core/customers/validators/customer_validators'
import { CONNECTION_TYPES, LOCATION_STATUSES, LOCATION_TYPES } from '#core/locations/location_states'

const text = (max: number) => vine.string().trim().maxLength(max).nullable().optional()
const count = () => vine.number().withoutDecimals().range([0, 500]).optional().requiredWhen(whenPresent)
const speed = () => vine.number().withoutDecimals().range([0, 100000]).nullable().optional()
const vlan = () => vine.number().withoutDecimals().range([1, 4094]).nullable().optional()

export const listLocationsValidator = vine.compile(
  vine.object({
    ...listQuery,
    status: vine.enum(LOCATION_STATUSES).optional(),
    customer_id: vine.number().withoutDecimals().positive().optional(),
  })
)

/** Fields a user with location_update may change. */
const locationFields = {
  name: vine.string().trim().minLength(1).maxLength(160).optional().requiredWhen(whenPresent),
  venue_name: text(160),
  address: text(200),
  zipcode: vine.string().trim().regex(/^[0-9A-Za-z -]{3,10}$/).nullable().optional(),
  city: text(120),
  comments: text(5000),
  room: text(60),
}

export const updateLocationValidator = vine.compile(vine.object(locationFields))

/** Admins and installers also set lifecycle, plan, line and hardware details. */
export const adminUpdateLocationValidator = vine.compile(
  vine.object({
    ...locationFields,
    country: vine.enum(COUNTRIES).optional().requiredWhen(whenPresent),
    timezone: vine.string().trim().regex(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/).optional().requiredWhen(whenPresent),
    type: vine.enum(LOCATION_TYPES).optional().requiredWhen(whenPresent),
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
    sim_number: vine.string().trim().regex(/^[0-9]{10,22}$/).nullable().optional(),
    pppoe_username: text(120),
    pppoe_password: vine.string().maxLength(128).nullable().optional(),
    download_speed: speed(),
    upload_speed: speed(),
    failover_download_speed: speed(),
    failover_upload_speed: speed(),
    amount_gateways: count(),
    amount_aps: count(),
    amount_switches: count(),
  })
)
