import type { JSONSchema7 } from 'json-schema'
import {
  anyObject,
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { CONTROLLER_CAPABILITIES } from '#core/plugins/controller_contract'
import { CONNECTION_STATES } from '#core/plugins/plugin_errors'

/** The answers of /rest/controllers (core/network/README.md): camelCase, times ISO 8601 UTC. */
const text = () => nullable(string())
const described = (schema: JSONSchema7, description: string): JSONSchema7 => ({
  ...schema,
  description,
})

/** The connection state the last sync or check left, or never_synced before the first. */
export const controllerStatusSchema = oneOfThese(...CONNECTION_STATES, 'never_synced')

/** What a vendor's plugin can do (core/plugins/controller_contract.ts); the UI hides what is missing. */
export const capabilitiesSchema = array(oneOfThese(...CONTROLLER_CAPABILITIES))

export const controllerSchema = described(
  object({
    id: integer(),
    alias: string(),
    vendor: described(string(), 'The plugin id, e.g. unifi, omada, peplink, zerotier'),
    vendorName: string(),
    url: string(),
    username: text(),
    settings: anyObject(
      'The non-secret vendor settings (e.g. verifyTls, organisation); secrets are never returned'
    ),
    hasPassword: boolean(),
    version: text(),
    flavour: text(),
    ip: described(text(), 'Host or IP of the controller, from the URL'),
    webUiUrl: text(),
    status: controllerStatusSchema,
    lastError: described(
      text(),
      'The plugin\'s words to admins; others see one "unreachable" for every connection failure'
    ),
    lastSyncAt: nullable(dateTime()),
    syncIntervalSeconds: integer(),
    privateNetwork: described(
      boolean(),
      'Set by an admin: the controller may be reached on CONTROLLER_PRIVATE_NETWORKS (docs/security.md)'
    ),
    capabilities: capabilitiesSchema,
    siteCount: integer(),
    locationCount: integer(),
    createdAt: dateTime(),
  }),
  'A network controller with its site and venue counts (secrets are never returned)'
)

export const syncSummarySchema = object({
  controllerId: integer(),
  status: controllerStatusSchema,
  sites: integer(),
  boundSites: described(integer(), 'Sites bound to a venue, i.e. actually snapshotted'),
  unchangedSites: described(
    integer(),
    'Bound sites whose devices and clients were as stored: none of their rows was read back or written'
  ),
  devices: integer(),
  clients: integer(),
  failures: array(
    object({
      siteId: text(),
      locationId: nullable(integer()),
      code: string(),
      message: string(),
    })
  ),
  durationMs: integer(),
  finishedAt: dateTime(),
})

export const controllerSiteSchema = object({
  id: string(),
  name: string(),
  parentId: described(text(), 'The organisation of a Peplink group; null for other vendors'),
  parentName: text(),
  location: described(
    nullable(object({ id: integer(), name: string() })),
    'The venue bound to the site'
  ),
  deviceCount: described(nullable(integer()), 'From the last sync; null on live lists'),
  clientCount: nullable(integer()),
})
