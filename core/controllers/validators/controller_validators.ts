import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'

/**
 * The vendor-neutral part of the controller form. The rest (URL, credentials, vendor options; see the `settings`
 * schema of GET /controllers/vendors) is validated by the chosen plugin's own settings validator, whose errors are
 * the form's field errors: only the plugin knows whether its URL needs a port or has a default.
 */
export const controllerFormValidator = vine.create(
  vine
    .object({
      vendor: vine.string().trim().maxLength(40),
      alias: vine.string().trim().maxLength(100).optional(),
      syncIntervalSeconds: vine.number().withoutDecimals().range([15, 86_400]).optional(),
      /** Admins only: the controller lives on a private network (CONTROLLER_PRIVATE_NETWORKS, docs/security.md). */
      privateNetwork: vine.boolean().optional(),
    })
    .allowUnknownProperties()
)

export const listControllersValidator = vine.create({
  ...listQuery,
  search: vine.string().trim().maxLength(100).optional(),
  vendor: vine.string().trim().maxLength(40).optional(),
  status: vine.string().trim().maxLength(20).optional(),
})

/**
 * POST /controllers/{id}/sync: `settings` is `all` by default (someone asked for this sync: every site's WLANs,
 * subnets and port profiles are read again); `due` reads them only where the periodic sync would.
 */
export const syncControllerValidator = vine.create({
  settings: vine.enum(['all', 'due'] as const).optional(),
})
