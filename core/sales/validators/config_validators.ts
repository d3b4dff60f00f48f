import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { whenPresent } from '#kernel/validation/when_present'
import {
  INSTALL_CATEGORIES,
  MAX_CONNECTIONS,
  MAX_DEVICES_PER_VENUE,
  MAX_VENUES,
  PLAN_NUMBERS,
} from '#core/sales/services/sales_tariffs'

/** A maximum one-off of a million euros is far beyond any venue offer. */
const MAX_ONE_OFF_CENTS = 100_000_000

const fields = {
  title: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(160)
    .regex(/^[^\u0000-\u001f\u007f]*$/),
  visitId: vine.number().withoutDecimals().range([1, 2_147_483_647]).nullable().optional(),
  devices: vine.number().withoutDecimals().range([0, MAX_DEVICES_PER_VENUE]),
  connections: vine.number().withoutDecimals().range([1, MAX_CONNECTIONS]),
  plan: vine.number().in([...PLAN_NUMBERS]),
  installCategory: vine.enum(INSTALL_CATEGORIES),
  venues: vine.number().withoutDecimals().range([1, MAX_VENUES]),
  peplinkLicence: vine.boolean().optional(),
  fixedIp: vine.boolean().optional(),
  maxOneOffCents: vine
    .number()
    .withoutDecimals()
    .range([0, MAX_ONE_OFF_CENTS])
    .nullable()
    .optional(),
}

export const createConfigValidator = vine.create(fields)

/** Only what is sent changes; the figures are calculated again from today's prices. */
export const updateConfigValidator = vine.create({
  title: fields.title.optional().requiredWhen(whenPresent),
  visitId: fields.visitId,
  devices: fields.devices.optional().requiredWhen(whenPresent),
  connections: fields.connections.optional().requiredWhen(whenPresent),
  plan: fields.plan.optional().requiredWhen(whenPresent),
  installCategory: fields.installCategory.optional().requiredWhen(whenPresent),
  venues: fields.venues.optional().requiredWhen(whenPresent),
  peplinkLicence: fields.peplinkLicence,
  fixedIp: fields.fixedIp,
  maxOneOffCents: fields.maxOneOffCents,
})

export const listConfigsValidator = vine.create({
  ...listQuery,
  search: vine.string().trim().maxLength(100).optional(),
  visitId: vine.number().withoutDecimals().range([1, 2_147_483_647]).optional(),
})
