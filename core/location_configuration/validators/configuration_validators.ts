import vine from '@vinejs/vine'
import {
  CONFIGURATION_STEPS,
  CONFIG_TYPES,
  INTERNET_TYPES,
} from '#core/location_configuration/configuration_steps'
import { PLAN_NUMBERS } from '#core/billing/plans/plan_catalog'

const MAX_ID = 2_147_483_647
const MAC = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/
/** A Peplink serial as InControl shows it (plugins/peplink/location_settings.ts). */
const PEPLINK_SERIAL = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/
const id = () => vine.number().withoutDecimals().positive().max(MAX_ID)
const reason = () => vine.string().trim().minLength(3).maxLength(500).optional()

/** What the route declaration shows: the step, then that step's fields (checked by the step's own validator). */
export const configurationStepValidator = vine.create(
  vine.object({ step: vine.enum(CONFIGURATION_STEPS) }).allowUnknownProperties()
)

const devices = () =>
  vine
    .array(
      vine.object({
        mac: vine.string().trim().regex(MAC),
        ip: vine.string().trim().ipAddress(4),
        name: vine.string().trim().maxLength(100).optional(),
      })
    )
    .maxLength(60)

export const STEP_VALIDATORS = {
  type: vine.create({
    configType: vine.enum(CONFIG_TYPES),
    vendor: vine.string().trim().minLength(1).maxLength(40),
    controllerId: id(),
    siteId: vine.string().trim().minLength(1).maxLength(200),
    configFileId: id().nullable().optional(),
  }),
  router: vine.create({
    devices: devices(),
    peplinkSerial: vine.string().trim().toUpperCase().regex(PEPLINK_SERIAL).optional(),
  }),
  switch: vine.create({ devices: devices() }),
  access_point: vine.create({
    devices: devices(),
    plan: vine.number().in(PLAN_NUMBERS).optional(),
  }),
  wlans: vine.create({
    wlans: vine
      .array(
        vine.object({
          name: vine.string().trim().minLength(1).maxLength(32),
          guest: vine.boolean(),
        })
      )
      .minLength(1)
      .maxLength(16),
  }),
  report: vine.create({
    simPresent: vine.boolean(),
    internetType: vine.enum(INTERNET_TYPES),
    fritzboxPresent: vine.boolean(),
    vlans: vine.boolean(),
    option138: vine.boolean(),
    option43: vine.boolean(),
    wifiCheck: vine.boolean(),
    guestPortal: vine.boolean(),
    pppoe: vine.boolean(),
    overrideReason: reason(),
  }),
}
