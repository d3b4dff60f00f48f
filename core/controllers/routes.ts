import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import {
  NO_CONTENT,
  anyObject,
  array,
  created,
  dataList,
  integer,
  json,
  nullable,
  object,
  page,
  string,
} from '#kernel/http/contract/schemas'
import {
  controllerFormValidator,
  listControllersValidator,
  syncControllerValidator,
} from '#core/controllers/validators/controller_validators'
import {
  capabilitiesSchema,
  controllerSchema,
  controllerSiteSchema,
  syncSummarySchema,
} from '#core/controllers/controller_schemas'

const ControllersController = () => import('#core/controllers/controllers/controllers_controller')
const Organisations = () =>
  import('#core/controllers/controllers/controller_organisations_controller')

const settingsFormSchema = anyObject(
  'The settings form as JSON Schema (draft-07): properties with types, enums, limits; required; secrets are writeOnly; a url left empty takes its default'
)
const CONTROLLER_ERRORS = [
  'E_CONTROLLER_UNREACHABLE',
  'E_CONTROLLER_WRONG_CREDENTIALS',
  'E_CONTROLLER_TLS',
  'E_CONTROLLER_UNAVAILABLE',
  'E_CONTROLLER_FAILED',
]
/** Saving also checks the URL against the outbound guard and who may use a private network (docs/security.md). */
const SAVE_ERRORS = [
  ...CONTROLLER_ERRORS,
  'E_CONTROLLER_URL_REFUSED',
  'E_PRIVATE_NETWORK_ADMIN_ONLY',
]
const api = apiRoutes('Controllers')

/** Network controllers: admin only (spec: /admin/controllers). */
export function controllerRoutes() {
  api.get('/controllers', [ControllersController, 'index'], {
    access: adminOnly,
    summary: 'Every controller',
    query: listControllersValidator,
    response: json(page(controllerSchema)),
  })
  api.post('/controllers', [ControllersController, 'store'], {
    idempotent: true,
    access: adminOnly,
    summary:
      "Add a controller: the vendor's settings are tested by connecting before anything is saved",
    body: controllerFormValidator,
    response: created(controllerSchema),
    errors: SAVE_ERRORS,
  })
  api.get('/controllers/vendors', [ControllersController, 'vendors'], {
    access: adminOnly,
    summary:
      'The vendor plugins loaded, with their capabilities and the settings form each one needs',
    response: json(
      dataList(
        object({
          id: string(),
          name: string(),
          capabilities: capabilitiesSchema,
          secretSettings: array(string()),
          defaultUrl: nullable(string()),
          settings: settingsFormSchema,
          locationSettings: nullable(settingsFormSchema),
        })
      )
    ),
  })
  api.get('/controllers/:id', [ControllersController, 'show'], {
    access: adminOnly,
    summary: 'A controller',
    response: json(controllerSchema),
  })
  api.put('/controllers/:id', [ControllersController, 'update'], {
    access: adminOnly,
    summary: 'Change a controller (tested again; empty secrets keep the stored ones)',
    body: controllerFormValidator,
    response: json(controllerSchema),
    errors: SAVE_ERRORS,
  })
  api.delete('/controllers/:id', [ControllersController, 'destroy'], {
    access: adminOnly,
    summary: 'Delete a controller no venue uses',
    response: NO_CONTENT,
    errors: ['E_CONTROLLER_IN_USE'],
  })
  api.post('/controllers/:id/check', [ControllersController, 'check'], {
    access: adminOnly,
    retrySafe:
      'it tests the login and records the connection state; a second test records the same kind of result',
    summary: 'Test the connection now',
    response: json(controllerSchema),
  })
  api.post('/controllers/:id/sync', [ControllersController, 'sync'], {
    access: adminOnly,
    retrySafe:
      "a sync copies the controller's state; a second one finds it copied (and one while the first runs is E_SYNC_IN_PROGRESS)",
    summary: 'Synchronise every venue of the controller now',
    body: syncControllerValidator,
    response: json(syncSummarySchema),
    errors: ['E_SYNC_IN_PROGRESS', ...CONTROLLER_ERRORS],
  })
  api.get('/controllers/:id/sites', [ControllersController, 'sites'], {
    access: adminOnly,
    summary: 'The sites stored from the last sync',
    response: json(dataList(controllerSiteSchema)),
  })
  api.get('/controllers/:id/listsites', [ControllersController, 'listSites'], {
    access: adminOnly,
    summary: 'The sites the controller has right now (live call)',
    response: json(dataList(controllerSiteSchema)),
    errors: CONTROLLER_ERRORS,
  })
  api.get('/controllers/:id/org', [Organisations, 'organisations'], {
    access: adminOnly,
    summary:
      "The controller's organisations (the parents of its sites, e.g. InControl organisations), live",
    response: json(
      dataList(object({ id: string(), name: nullable(string()), siteCount: integer() }))
    ),
    errors: CONTROLLER_ERRORS,
  })
  api.get('/controllers/:id/org/:orgId', [Organisations, 'organisationSites'], {
    textParams: ['orgId'],
    access: adminOnly,
    summary: 'The sites (groups) of one organisation with the venue bound to each, live',
    response: json(dataList(controllerSiteSchema)),
    errors: CONTROLLER_ERRORS,
  })
  api.get('/controllers/:id/sites/:siteId/ppsk', [Organisations, 'sitePpsk'], {
    textParams: ['siteId'],
    access: adminOnly,
    summary:
      "A site's PPSK networks and their keys (never a passphrase), live; vendors declaring PPSK",
    response: json(
      dataList(
        object({
          wlanId: string(),
          name: string(),
          keys: array(
            object(
              {
                id: string(),
                name: nullable(string()),
                wlanId: string(),
                wlanName: string(),
                vlan: nullable(integer()),
              },
              ['vlan']
            )
          ),
        })
      )
    ),
    errors: ['E_CAPABILITY_UNSUPPORTED', ...CONTROLLER_ERRORS],
  })
}
