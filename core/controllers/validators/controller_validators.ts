import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'

/**
 * The vendor-neutral part of the controller form. The rest (URL, credentials, vendor options) is validated by the
 * chosen plugin's own settings validator, whose errors are the form's field errors.
 */
export const controllerFormValidator = vine.create({
  vendor: vine.string().trim().maxLength(40),
  alias: vine.string().trim().maxLength(100).optional(),
  url: vine.string().trim().url({ require_protocol: true, protocols: ['http', 'https'], require_tld: false, require_port: true }),
  syncIntervalSeconds: vine.number().withoutDecimals().range([15, 86_400]).optional(),
})

export const listControllersValidator = vine.create({
  ...listQuery,
  search: vine.string().trim().maxLength(100).optional(),
  vendor: vine.string().trim().maxLength(40).optional(),
  status: vine.string().trim().maxLength(20).optional(),
})
