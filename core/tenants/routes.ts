import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { anyone, holds } from '#kernel/http/contract/route_access'
import { enforceRateLimit } from '#kernel/http/contract/rate_limit'
import { NO_CONTENT, accepted, created, json, page } from '#kernel/http/contract/schemas'
import {
  createTenantValidator,
  importTenantsValidator,
  listTenantsValidator,
  updateTenantValidator,
} from '#core/tenants/validators/tenant_validators'
import {
  importResultSchema,
  pendingCountSchema,
  publicTenantSchema,
  tenantListSchema,
  tenantMailSchema,
  tenantSchema,
} from '#core/tenants/tenant_schemas'

const TenantsList = () => import('#core/tenants/controllers/tenants_controller')
const PendingTenants = () => import('#core/tenants/controllers/pending_tenants_controller')
const TenantImport = () => import('#core/tenants/controllers/tenant_import_controller')
const PublicTenants = () => import('#core/tenants/controllers/public_tenants_controller')

const read = holds('location_read', 'location')
const update = holds('location_update', 'location')
const DISABLED = 'E_TENANT_MANAGEMENT_DISABLED'
const PUSH_ERRORS = [
  DISABLED,
  'E_TENANT_KEYS_BUSY',
  'E_TENANT_NETWORK_MISSING',
  'E_CONTROLLER_REJECTED',
  'E_CONTROLLER_NEEDS_CREDENTIALS',
  'E_CONTROLLER_UNAVAILABLE',
  'E_CONTROLLER_FAILED',
]
const api = apiRoutes('Tenants')

/**
 * Tenants with personal WiFi keys (spec §7 `/network/tenants…`, `/network/pendingtenants…`, under a venue). Every
 * route answers E_TENANT_MANAGEMENT_DISABLED where the venue does not offer them.
 */
export function tenantRoutes() {
  const at = (path: string) => `/locations/:id/network${path}`
  api.get(at('/tenants'), [TenantsList, 'index'], {
    access: read,
    summary:
      "Tenants of the venue, keys masked; `search` (name, e-mail, spaces), `status`; with the venue's tenant settings",
    query: listTenantsValidator,
    response: json(tenantListSchema),
    errors: [DISABLED],
  })
  api.post(at('/tenants'), [TenantsList, 'store'], {
    idempotent: true,
    access: update,
    summary:
      'Add a tenant: pending creation in the coming night (03:00 Europe/Brussels) unless `createNow`; a key of 12+ random characters unless `passphrase` (8–63) is given; the VLAN of the venue (fixed, else the default tenant VLAN) unless given',
    body: createTenantValidator,
    response: created(tenantSchema),
    errors: [DISABLED],
  })
  api.post(at('/tenants/import'), [TenantImport, 'store'], {
    access: update,
    idempotent: true,
    summary:
      'Import tenants from a CSV (multipart `file`, at most 500 KB): a header row with exactly `name,email`, then one tenant per line. All or nothing: every problem is named by its line; `dryRun=1` only checks',
    query: importTenantsValidator,
    upload: ['file'],
    response: created(importResultSchema),
    errors: [DISABLED, 'E_TENANT_CSV_WRONG_FORMAT', 'E_TENANT_CSV_INVALID', 'E_FILE_TOO_LARGE'],
  })
  api.get(at('/tenants/:tenantId'), [TenantsList, 'show'], {
    access: update,
    summary: 'A tenant with the key',
    response: json(tenantSchema),
    errors: [DISABLED],
  })
  api.patch(at('/tenants/:tenantId'), [TenantsList, 'update'], {
    access: update,
    summary:
      'Change a tenant; `deactivateOn` schedules the deactivation (null removes it); the key and VLAN change only while the creation is pending',
    body: updateTenantValidator,
    response: json(tenantSchema),
    errors: [DISABLED, 'E_TENANT_DEACTIVATED'],
  })
  api.delete(at('/tenants/:tenantId'), [TenantsList, 'destroy'], {
    access: update,
    summary: 'Delete a tenant; a key on the controller is removed first',
    response: NO_CONTENT,
    errors: PUSH_ERRORS,
  })
  api.post(at('/tenants/:tenantId/deactivate'), [TenantsList, 'deactivate'], {
    access: update,
    idempotent: true,
    summary:
      'Deactivate now: the key is removed from the controller (or by the next sweep when it cannot be reached: see `lastError`)',
    response: json(tenantSchema),
    errors: [DISABLED, 'E_TENANT_DEACTIVATED'],
  })
  api.get(at('/tenants/:tenantId/mail'), [TenantsList, 'mail'], {
    access: update,
    summary:
      "The tenant's mail (network, key, WiFi QR code, link to the tenant's page), as a preview",
    response: json(tenantMailSchema),
    errors: [DISABLED],
  })

  api.get(at('/pendingtenants'), [PendingTenants, 'index'], {
    access: read,
    summary: 'Pending creations, the first due first',
    query: listTenantsValidator,
    response: json(page(tenantSchema)),
    errors: [DISABLED],
  })
  api.patch(at('/pendingtenants'), [PendingTenants, 'createAllNow'], {
    access: update,
    summary: 'Create every pending tenant now (a job pushes the keys)',
    response: accepted(pendingCountSchema),
    errors: [DISABLED, 'E_NO_PENDING_TENANTS'],
  })
  api.patch(at('/pendingtenants/:tenantId'), [PendingTenants, 'createNow'], {
    access: update,
    summary:
      'Create now: the key is added in this request; when the controller cannot be reached the tenant stays pending with `lastError`',
    response: json(tenantSchema),
    errors: [DISABLED],
  })
  api.delete(at('/pendingtenants/:tenantId'), [PendingTenants, 'destroy'], {
    access: update,
    summary: 'Remove a pending creation',
    response: NO_CONTENT,
    errors: [DISABLED],
  })

  api.get('/public/tenants/:publicId', [PublicTenants, 'show'], {
    access: anyone,
    textParams: ['publicId'],
    summary:
      "A tenant's own page (by the unguessable id of the tenant's mail): the network, the key and its WiFi QR code",
    response: json(publicTenantSchema),
    errors: ['E_INVALID_PUBLIC_ID'],
  })
}

/** The tenant's own page outside /rest: light server-rendered HTML (spec §2 /tenants/{id}). */
export function tenantPageRoutes() {
  router.get('/tenants/:publicId', [PublicTenants, 'page']).use(enforceRateLimit('public'))
}
