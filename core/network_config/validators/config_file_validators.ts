import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { isVersion } from '#core/network_config/services/versions'

const MAX_ID = 2_147_483_647

/** A dotted numeric version such as "5.13" or "5.13.30" (rule `version`). */
const versionRule = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !isVersion(value))
    field.report('The {{ field }} field must be a version like 5.13 or 5.13.30', 'version', field)
})

const version = () => vine.string().trim().maxLength(40).use(versionRule())
const recordId = () => vine.number().withoutDecimals().range([1, MAX_ID])

/**
 * The form fields of POST /network/config (multipart; the bytes come in the `file` part). Empty fields arrive as
 * null (bodyparser), so the optional ones are nullable too.
 */
export const uploadConfigFileValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(100),
  vendor: vine.string().trim().maxLength(40),
  minVersion: version(),
  maxVersion: version().nullable().optional(),
  canChangeWifiSettings: vine.boolean().optional(),
  controllerId: recordId().nullable().optional(),
})

export const listConfigFilesValidator = vine.create({
  ...listQuery,
  search: vine.string().trim().maxLength(100).optional(),
  vendor: vine.string().trim().maxLength(40).optional(),
})

export const applyConfigFileValidator = vine.create({
  configId: recordId(),
})
