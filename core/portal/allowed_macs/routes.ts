import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds } from '#kernel/http/contract/route_access'
import { NO_CONTENT, created, json } from '#kernel/http/contract/schemas'
import {
  addAllowedMacValidator,
  listAllowedMacsValidator,
} from '#core/portal/allowed_macs/validators/allowed_mac_validators'
import {
  allowedMacListSchema,
  allowedMacSchema,
} from '#core/portal/allowed_macs/allowed_mac_schemas'

const AllowedMacs = () => import('#core/portal/allowed_macs/controllers/allowed_macs_controller')

// The guest network's rules are the portal's: its keys decide, as on the portal tab where the list is shown.
const read = holds('portal_read', 'location')
const update = holds('portal_update', 'location')
const api = apiRoutes('Portal allow-list')
const VENUE_ERRORS = ['E_NETWORK_NOT_CONFIGURED', 'E_CAPABILITY_UNSUPPORTED']

/** Devices without a browser (TVs, printers) let through the guest network without the portal (issue 12). */
export function allowedMacRoutes() {
  const at = (path = '') => `/locations/:id/network/allowed-macs${path}`
  api.get(at(), [AllowedMacs, 'index'], {
    access: read,
    summary: "The venue's allow-list, newest first; `q` searches MAC and label",
    query: listAllowedMacsValidator,
    response: json(allowedMacListSchema),
  })
  api.post(at(), [AllowedMacs, 'store'], {
    access: update,
    idempotent: true,
    summary:
      "Allow a device: authorized on the venue's controller at once for 30 days and renewed automatically; when the controller cannot be reached it is kept with `lastError` and retried",
    body: addAllowedMacValidator,
    response: created(allowedMacSchema),
    errors: VENUE_ERRORS,
  })
  api.delete(at('/:macId'), [AllowedMacs, 'destroy'], {
    access: update,
    summary:
      'Remove a device: revoked on the controller (or by the next retry when it cannot be reached)',
    response: NO_CONTENT,
  })
}
