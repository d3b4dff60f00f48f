import vine from '@vinejs/vine'
import { PLAN_NUMBERS } from '#core/billing/plans/plan_catalog'
import { CONNECTION_TYPES } from '#core/locations/location_states'

/** POST /payments/prices (spec §3 "Payment price creation"); `price` in cents, else the tariff's (docs/billing.md). */
export const createCaasPriceValidator = vine.compile(
  vine.object({
    plan: vine.number().withoutDecimals().in(PLAN_NUMBERS),
    connection_type: vine.enum(CONNECTION_TYPES),
    has_failover: vine.boolean(),
    has_peplink: vine.boolean(),
    internet_pending: vine.boolean(),
    price: vine.number().withoutDecimals().range([0, 10_000_000]).optional(),
  })
)
