import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { POE_MODES } from '#core/plugins/controller_contract'
import { NETWORK_EVENT_TYPES } from '#core/network/services/site_snapshot'

/** Ids are PostgreSQL integers: a larger number is a validation error, not an overflow (22003). */
const MAX_ID = 2_147_483_647

export const DEVICE_GROUP_TYPES = ['pos', 'payments', 'music', 'cameras', 'other'] as const

export const bindControllerValidator = vine.create({
  controllerId: vine.number().withoutDecimals().positive().max(MAX_ID),
  siteId: vine.string().trim().minLength(1).maxLength(200),
})

export const listClientsValidator = vine.create({
  ...listQuery,
  search: vine.string().trim().maxLength(100).optional(),
  kind: vine.enum(['wired', 'wireless', 'guest'] as const).optional(),
  sort: vine
    .enum(['name', '-name', 'ip', '-ip', 'signal', '-signal', 'lastSeen', '-lastSeen'] as const)
    .optional(),
})

export const listHistoryValidator = vine.create({
  ...listQuery,
  type: vine.enum(NETWORK_EVENT_TYPES).optional(),
})

/** The history charts' range (core/network/history/history_buckets.ts); 24 hours when absent. */
export const historySeriesValidator = vine.create({
  range: vine.enum(['24h', '7d', '30d'] as const).optional(),
})

export const updateClientValidator = vine.create({
  alias: vine.string().trim().maxLength(100).nullable().optional(),
  fixedIp: vine.string().trim().ipAddress(4).nullable().optional(),
})

export const renameDeviceValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(100),
})

export const portCommandValidator = vine.create({
  portIndex: vine.number().withoutDecimals().min(0).max(1000),
  action: vine.enum(['power_cycle', 'configure'] as const),
  profileId: vine.string().trim().maxLength(200).nullable().optional(),
  poe: vine.enum(POE_MODES).optional(),
})

const wlanChange = {
  confirmName: vine.string().maxLength(100),
  name: vine.string().trim().minLength(1).maxLength(32).optional(),
  passphrase: vine.string().minLength(8).maxLength(63).optional(),
  hidden: vine.boolean().optional(),
  enabled: vine.boolean().optional(),
}

export const updateWlanValidator = vine.create(wlanChange)

export const updateWlansValidator = vine.create({
  wlans: vine
    .array(vine.object({ id: vine.string().trim().minLength(1).maxLength(200), ...wlanChange }))
    .minLength(1)
    .maxLength(50),
})

export const deviceGroupValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(100),
  type: vine.enum(DEVICE_GROUP_TYPES),
  deviceIds: vine
    .array(vine.string().trim().minLength(1).maxLength(200))
    .minLength(1)
    .maxLength(500)
    .distinct(),
})
