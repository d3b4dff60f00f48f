import type { JSONSchema7 } from 'json-schema'
import {
  anyObject,
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  number,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import {
  DEVICE_KINDS,
  DEVICE_STATES,
  POE_MODES,
  SIGNAL_QUALITIES,
  SUBNET_PURPOSES,
  WLAN_SECURITIES,
} from '#core/plugins/controller_contract'
import { NETWORK_STATUSES } from '#core/locations/location_states'
import { FAILOVER_SERVICES, NETWORK_WARNING_CAUSES } from '#core/network/services/network_state'
import { NETWORK_EVENT_TYPES } from '#core/network/services/site_snapshot'
import { capabilitiesSchema, controllerStatusSchema } from '#core/controllers/controller_schemas'

/**
 * The answers of /rest/locations/{id}/network (core/network/README.md): camelCase, times ISO 8601 UTC. The
 * transformers in core/network/transformers produce them; the UI and CLI read their types from the generated
 * @airdeck/api-types.
 */
const text = () => nullable(string())
const described = (schema: JSONSchema7, description: string): JSONSchema7 => ({
  ...schema,
  description,
})

const poeMode = () => oneOfThese(...POE_MODES)

/** What the vendor calls its devices (ZeroTier: members), for the sentences that name a state's causes. */
export const deviceNounSchema = oneOfThese('device', 'member')

/** Why a network state is not simply online: each cause with the devices it concerns (0 for the controller). */
export const networkWarningsSchema = array(
  object({ cause: oneOfThese(...NETWORK_WARNING_CAUSES), count: integer() })
)

export const wlanSchema = object({
  id: string(),
  name: string(),
  enabled: boolean(),
  hidden: boolean(),
  kind: oneOfThese('private', 'public'),
  security: oneOfThese(...WLAN_SECURITIES),
  passphrase: described(
    text(),
    "Guest networks' to every reader; private networks' only to holders of location_update"
  ),
  passphraseHidden: described(
    boolean(),
    "True when a private network's passphrase is withheld from a read-only user"
  ),
  networkId: text(),
})

export const overviewSchema = described(
  object({
    locationId: integer(),
    status: oneOfThese(...NETWORK_STATUSES),
    controller: nullable(
      object({
        id: integer(),
        alias: string(),
        vendor: string(),
        status: controllerStatusSchema,
        webUiUrl: text(),
      })
    ),
    siteId: text(),
    lastSyncAt: nullable(dateTime()),
    capabilities: capabilitiesSchema,
    counts: object({
      devices: integer(),
      devicesOnline: integer(),
      gateways: integer(),
      switches: integer(),
      aps: integer(),
      others: integer(),
      notOnline: described(
        object({
          offline: integer(),
          pending: integer(),
          rebooting: integer(),
          upgrading: integer(),
          unknown: integer(),
        }),
        'The devices that are not online, by state: the causes of a warning'
      ),
      clients: integer(),
      wiredClients: integer(),
      wirelessClients: integer(),
      guestClients: integer(),
    }),
    deviceNoun: described(
      deviceNounSchema,
      "What the vendor's devices are called: ZeroTier's are network members (no gateways, switches or access points)"
    ),
    warnings: described(
      networkWarningsSchema,
      'The causes of a status other than online, each with the number of devices it concerns (0 for the controller); empty when all is well'
    ),
    networks: object({ private: array(wlanSchema), public: array(wlanSchema) }),
    rebootInProgress: described(
      boolean(),
      'True from POST .../network/commands/reboot until every device is back online'
    ),
    restrictedTo: described(
      nullable(array(oneOfThese(...FAILOVER_SERVICES))),
      'While failover is active (status "failover"), the only services the networks carry; null otherwise'
    ),
  }),
  'The venue network from the last sync snapshot: status, controller, counts, WLANs'
)

export const devicePortSchema = object({
  index: integer(),
  name: string(),
  up: boolean(),
  speedMbps: nullable(number()),
  poe: nullable(object({ mode: poeMode(), powering: boolean() })),
  profileId: text(),
  profileName: text(),
})

export const deviceSchema = object({
  id: string(),
  mac: text(),
  name: described(string(), "The name given in Airdeck, else the vendor's"),
  kind: oneOfThese(...DEVICE_KINDS),
  model: text(),
  firmware: text(),
  firmwareUpgrade: described(
    text(),
    'The version the vendor offers as an upgrade; null when up to date or the vendor does not say'
  ),
  ip: text(),
  state: oneOfThese(...DEVICE_STATES),
  online: boolean(),
  uptimeSeconds: nullable(integer()),
  uplinkMac: text(),
  uplinkPort: nullable(integer()),
  ports: array(devicePortSchema),
  lastSeenAt: nullable(dateTime()),
})

export const clientSchema = object({
  mac: described(string(), 'The id of a client in this API'),
  name: text(),
  hostname: text(),
  ip: text(),
  fixedIp: text(),
  wired: boolean(),
  guest: boolean(),
  online: boolean(),
  ssid: text(),
  uplinkMac: text(),
  uplinkName: text(),
  uplinkPort: nullable(integer()),
  signal: nullable(oneOfThese(...SIGNAL_QUALITIES)),
  signalDbm: nullable(integer()),
  vendor: text(),
  vlan: nullable(integer()),
  configState: described(
    nullable(oneOfThese('pending', 'success', 'alert')),
    'A fixed IP sent and waiting for the client to renew (pending), seen (success), or refused by the controller (alert)'
  ),
  rebootNeeded: described(
    boolean(),
    'After a fixed-IP change, until the client is seen with its new IP'
  ),
  lastSeenAt: nullable(dateTime()),
})

export const deviceGroupSchema = object({
  id: integer(),
  name: string(),
  type: described(string(), 'What the group is for: pos, payments, music, cameras, other'),
  health: oneOfThese('online', 'warning', 'offline'),
  devices: array(
    object({
      id: string(),
      name: string(),
      kind: oneOfThese(...DEVICE_KINDS),
      online: boolean(),
      firmware: text(),
      firmwareUpgrade: text(),
    })
  ),
  upgradable: described(
    integer(),
    'How many of the devices the vendor offers a firmware upgrade for'
  ),
  createdAt: dateTime(),
})

const ppskFields = {
  id: described(string(), "Opaque: the WLAN and a keyed digest of the vendor's key id"),
  name: described(text(), "Null where the vendor's keys have no name"),
  wlanId: string(),
  wlanName: string(),
  vlan: nullable(integer()),
  networkId: text(),
}
export const ppskKeySchema = object(ppskFields)
export const ppskKeysSchema = object({
  data: array(ppskKeySchema),
  wlans: described(
    array(object({ id: string(), name: string(), security: oneOfThese(...WLAN_SECURITIES) })),
    'The private networks that can hold keys (a WPA personal one becomes a PPSK network with its first key)'
  ),
})
export const createdPpskKeySchema = described(
  object({ ...ppskFields, passphrase: string() }),
  'The new key with its passphrase: the only time it is shown'
)

export const subnetSchema = object({
  id: string(),
  name: string(),
  purpose: oneOfThese(...SUBNET_PURPOSES),
  vlan: nullable(integer()),
  cidr: text(),
})

export const portProfileSchema = object({
  id: string(),
  name: string(),
  nativeNetworkId: text(),
  poe: nullable(poeMode()),
})

export const networkEventSchema = object({
  id: integer(),
  at: dateTime(),
  type: oneOfThese(...NETWORK_EVENT_TYPES),
  deviceId: text(),
  deviceName: text(),
  data: anyObject(
    'What changed, by type: {from, to} (device, network status), {clients}, {command, by}'
  ),
})

const historyPoint = object({
  at: dateTime(),
  uptimePercent: nullable(number()),
  clients: nullable(number()),
  clientsMax: nullable(integer()),
  devicesOnline: nullable(number()),
  devicesTotal: nullable(number()),
})
export const historySeriesSchema = object({
  range: oneOfThese('24h', '7d', '30d'),
  from: dateTime(),
  to: dateTime(),
  bucketMinutes: integer(),
  uptimePercent: nullable(number()),
  clientsAvg: nullable(number()),
  clientsPeak: nullable(integer()),
  points: described(
    array(historyPoint),
    'Every bucket of the range, oldest first; null fields where nothing was sampled'
  ),
})
