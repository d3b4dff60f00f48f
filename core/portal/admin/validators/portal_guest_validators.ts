import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { INSIGHT_RANGES } from '#core/portal/admin/portal_schemas'

/** GET /rest/portal: search the venues by name, city or customer. */
export const listPortalsValidator = vine.compile(vine.object({ ...listQuery }))

/** GET /rest/portal/{id}/clients. */
export const listPortalClientsValidator = vine.compile(
  vine.object({
    ...listQuery,
    blocked: vine.boolean().optional(),
    optIn: vine.boolean().optional(),
  })
)

/** PUT /rest/portal/{id}/client/{clientId}: block or unblock a guest. */
export const updatePortalClientValidator = vine.compile(vine.object({ blocked: vine.boolean() }))

/** GET /rest/portal/{id}/insights. */
export const portalInsightsValidator = vine.compile(
  vine.object({ range: vine.enum(INSIGHT_RANGES).optional() })
)
