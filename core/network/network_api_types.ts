/**
 * The JSON the controller and venue-network endpoints answer (camelCase, times ISO 8601 UTC). The server's
 * transformers produce exactly these; the UI and CLI mirror them. Lists that can grow are paginated
 * (`{ data, meta }` of core/kernel/http/pagination.ts); the rest are `{ data: [...] }`.
 *
 * Reads are served from the last sync snapshot stored in the database (fast, and available when the controller
 * is down); writes go to the controller first and update the snapshot when it said yes.
 *
 * Vendor failures of a write or live read (core/controllers/services/controller_errors.ts): refused command → 422
 * E_CONTROLLER_REJECTED (message translated from the reason), vendor lacks the verb → 422 E_CAPABILITY_UNSUPPORTED,
 * unreachable → 503 E_CONTROLLER_UNAVAILABLE, garbage → 503 E_CONTROLLER_FAILED, stored login refused → 424
 * E_CONTROLLER_NEEDS_CREDENTIALS (424, not 401/403: those mean the caller's own session to the UI), venue not bound →
 * 409 E_NETWORK_NOT_CONFIGURED. A sync already running answers POST .../sync with 409 E_SYNC_IN_PROGRESS.
 */
import type {
  ControllerCapability,
  DeviceKind,
  DeviceState,
  PoeMode,
  SignalQuality,
  WlanSecurity,
} from '#core/plugins/controller_contract'
import type { ConnectionState } from '#core/plugins/plugin_errors'
import type { NetworkStatus } from '#core/locations/location_states'
import type { FailoverService, NetworkWarning } from '#core/network/services/network_state'

/**
 * GET /rest/controllers (admin; paginated, `search`), GET /rest/controllers/{id}.
 * POST /rest/controllers {vendor, alias?, url, username, password, verifyTls?, ...vendor settings} → 201 this;
 *   saved only when connect + testConnection succeeded, else 422 E_CONTROLLER_UNREACHABLE ("connection failed: must be
 *   reachable from outside; check URL, user, password") or E_CONTROLLER_WRONG_CREDENTIALS ("wrong credentials").
 * PUT /rest/controllers/{id} (same body; an empty password keeps the stored one; re-tested before saving).
 * DELETE /rest/controllers/{id} (refused with 409 while locations are bound).
 * POST /rest/controllers/{id}/check → this, with `status` freshly tested.
 * POST /rest/controllers/{id}/sync → 200 SyncSummary: syncs now and waits (what the CLI's `controllers sync` shows).
 * GET /rest/controllers/vendors → {data: [{id, name, capabilities, secretSettings}]}: the enabled controller plugins.
 */
export interface ControllerView {
  id: number
  alias: string
  /** Plugin id: "unifi" | "omada" | "peplink" | "zerotier". */
  vendor: string
  vendorName: string
  url: string
  username: string | null
  /** Non-secret vendor settings (e.g. verifyTls, organisation). Secrets are never returned. */
  settings: Record<string, unknown>
  hasPassword: boolean
  version: string | null
  flavour: string | null
  /** Host/IP of the controller taken from the URL. */
  ip: string | null
  webUiUrl: string | null
  status: ConnectionState | 'never_synced'
  lastError: string | null
  lastSyncAt: string | null
  syncIntervalSeconds: number
  /** Set by an admin: the controller may be reached on CONTROLLER_PRIVATE_NETWORKS (docs/security.md). */
  privateNetwork: boolean
  capabilities: ControllerCapability[]
  siteCount: number
  locationCount: number
  createdAt: string
}

export interface SyncSummary {
  controllerId: number
  status: ControllerView['status']
  sites: number
  /** Sites bound to a location, i.e. actually snapshotted. */
  boundSites: number
  devices: number
  clients: number
  failures: Array<{
    siteId: string | null
    locationId: number | null
    code: string
    message: string
  }>
  durationMs: number
  finishedAt: string
}

/**
 * GET /rest/controllers/{id}/sites — sites known from the last sync, with the location bound to each.
 * GET /rest/controllers/{id}/listsites — the same, fetched live from the controller (502-free: an unavailable
 *   controller answers 503 E_CONTROLLER_UNAVAILABLE).
 */
export interface ControllerSiteView {
  id: string
  name: string
  parentId: string | null
  parentName: string | null
  location: { id: number; name: string } | null
  deviceCount: number | null
  clientCount: number | null
}

/**
 * PUT /rest/locations/{id}/network/controller {controllerId, siteId} binds a venue to a controller site (one site
 * per location, one location per site) and reads the site once; DELETE unbinds and clears the snapshot. Admins only
 * (controllers are admin objects: a customer with location_update must not attach another customer's site).
 *
 * GET /rest/locations/{id}/network
 */
export interface NetworkOverview {
  locationId: number
  status: NetworkStatus
  controller: {
    id: number
    alias: string
    vendor: string
    status: ControllerView['status']
    webUiUrl: string | null
  } | null
  siteId: string | null
  lastSyncAt: string | null
  capabilities: ControllerCapability[]
  counts: {
    devices: number
    devicesOnline: number
    gateways: number
    switches: number
    aps: number
    others: number
    notOnline: {
      offline: number
      pending: number
      rebooting: number
      upgrading: number
      unknown: number
    }
    clients: number
    wiredClients: number
    wirelessClients: number
    guestClients: number
  }
  /** What the vendor's devices are called: ZeroTier's are network members (no gateways, switches or access points). */
  deviceNoun: 'device' | 'member'
  /** The causes of a status other than online, each with the devices it concerns; empty when all is well. */
  warnings: NetworkWarning[]
  networks: { private: WlanView[]; public: WlanView[] }
  /** True from POST /network/commands/reboot until every device is back online. */
  rebootInProgress: boolean
  /** While failover is active (status "failover"), the only services the venue's networks carry; null otherwise. */
  restrictedTo: FailoverService[] | null
}

/**
 * GET /rest/locations/{id}/network/devices → {data: DeviceView[]}; GET/PATCH .../devices/{deviceId} ({name}).
 * The contract has no rename verb: a name given here is kept in Airdeck and shown instead of the vendor's.
 */
export interface DeviceView {
  id: string
  mac: string | null
  name: string
  kind: DeviceKind
  model: string | null
  firmware: string | null
  /** The version the vendor offers as an upgrade; null when up to date or the vendor does not say. */
  firmwareUpgrade: string | null
  ip: string | null
  state: DeviceState
  online: boolean
  uptimeSeconds: number | null
  uplinkMac: string | null
  uplinkPort: number | null
  ports: Array<{
    index: number
    name: string
    up: boolean
    speedMbps: number | null
    poe: { mode: PoeMode; powering: boolean } | null
    profileId: string | null
    profileName: string | null
  }>
  lastSeenAt: string | null
}

/**
 * POST .../devices/{deviceId}/reboot → 202 DeviceView (state "rebooting").
 * POST .../devices/{deviceId}/port {portIndex, action: "power_cycle"} or {portIndex, action: "configure",
 *   profileId?, poe?} → 200 DeviceView.
 * POST /rest/locations/{id}/network/commands/reboot → 202 NetworkOverview (rebootInProgress true).
 */
export type PortCommand =
  | { portIndex: number; action: 'power_cycle' }
  | { portIndex: number; action: 'configure'; profileId?: string | null; poe?: PoeMode }

/**
 * GET /rest/locations/{id}/network/clients (paginated; `search` over name/hostname/ip/mac/vendor, `kind`
 *   wired|wireless|guest, `sort`). The id of a client in our API is its MAC.
 * PATCH .../clients/{mac} {alias?, fixedIp?: string | null}: fixed IP must be a valid IPv4 inside one of the site's
 *   subnets and unique; a MAC that already has a reservation must be released (fixedIp null) before another IP is set
 *   (spec §5: "reserved client IP or MAC already exists").
 *   Errors: 422 E_RESERVED_CLIENT_EXISTS (field fixedIp, rule reserved_ip | reserved_mac), 422 field fixedIp rule
 *   subnet, 422 field mac for a path that is not a MAC. The alias is kept in Airdeck (no vendor verb for it).
 */
export interface ClientView {
  mac: string
  name: string | null
  hostname: string | null
  ip: string | null
  fixedIp: string | null
  wired: boolean
  guest: boolean
  online: boolean
  ssid: string | null
  uplinkMac: string | null
  uplinkName: string | null
  uplinkPort: number | null
  signal: SignalQuality | null
  signalDbm: number | null
  vendor: string | null
  vlan: number | null
  /** Spec §4 client config: pending (sent, waiting for the client to renew), success, alert (the controller refused). */
  configState: 'pending' | 'success' | 'alert' | null
  /** After a fixed-IP change until the client is seen with its new IP. */
  rebootNeeded: boolean
  lastSeenAt: string | null
}

/**
 * GET /rest/locations/{id}/network/wlans → {data: WlanView[]}.
 * PATCH .../wlans/{wlanId} {confirmName, name?, passphrase?, hidden?, enabled?} — confirmName must equal the
 *   current SSID (spec §5: changing WLAN settings requires typing the network name), else 422 on confirmName.
 * PATCH .../wlans {wlans: [{id, confirmName, ...change}]} applies several in order; all are validated first.
 * Passphrases: guest networks' to holders of location_read, private networks' only to holders of location_update
 * (`passphraseHidden` tells a reader one exists); 8–63 characters.
 */
export interface WlanView {
  id: string
  name: string
  enabled: boolean
  hidden: boolean
  kind: 'private' | 'public'
  security: WlanSecurity
  passphrase: string | null
  /** True when a private network's passphrase is withheld from a read-only user. */
  passphraseHidden: boolean
  networkId: string | null
}

/**
 * GET/POST /rest/locations/{id}/network/devicegroups, GET/PATCH/DELETE .../devicegroups/{groupId}.
 * Body {name, type, deviceIds: string[]} — at least one device, each a device of this location (422 otherwise).
 */
export interface DeviceGroupView {
  id: number
  name: string
  /** What the group is for, e.g. "pos" (point of sale), "payments", "music", "cameras", "other". */
  type: string
  health: 'online' | 'warning' | 'offline'
  devices: Array<{
    id: string
    name: string
    kind: DeviceKind
    online: boolean
    firmware: string | null
    firmwareUpgrade: string | null
  }>
  /** How many of `devices` the vendor offers a firmware upgrade for ("3 of 7 devices can be upgraded"). */
  upgradable: number
  createdAt: string
}

/**
 * GET /rest/locations/{id}/network/ppsk (location_read) → {data: PpskKeyView[], wlans}: the keys of the venue's PPSK
 *   networks, read live from the controller, never with their passphrase; `wlans` are the private networks that can
 *   hold keys (a WPA personal one becomes a PPSK network with its first key).
 * POST .../ppsk (location_update) {wlanId, name (1–64), passphrase? (8–63 printable ASCII, generated when left
 *   out), vlan (1–4094, one per key)} → 201 CreatedPpskKeyView: the only answer that carries the passphrase.
 * DELETE .../ppsk/{id} (location_update) → 204. Both are audited (network.add_ppsk_key / network.remove_ppsk_key).
 * Vendors without the PPSK capabilities answer 422 E_CAPABILITY_UNSUPPORTED; the UI hides the section.
 */
export interface PpskKeyView {
  /** Opaque: the WLAN and a keyed digest of the vendor's key id. */
  id: string
  /** Null where the vendor's keys have no name. */
  name: string | null
  wlanId: string
  wlanName: string
  vlan: number | null
  networkId: string | null
}

export interface CreatedPpskKeyView extends PpskKeyView {
  passphrase: string
}

/** GET .../network/settings/subnets → {data: SubnetView[]}; .../settings/profiles → {data: PortProfileView[]}. */
export interface SubnetView {
  id: string
  name: string
  purpose: string
  vlan: number | null
  cidr: string | null
}

export interface PortProfileView {
  id: string
  name: string
  nativeNetworkId: string | null
  poe: PoeMode | null
}

/**
 * GET /rest/locations/{id}/network/history (paginated, newest first, optional `type` filter): what sync saw change.
 * client_count is recorded when the count moved by max(5, 20%) or an hour after the last record.
 */
export interface NetworkEventView {
  id: number
  at: string
  type: 'device_offline' | 'device_online' | 'network_status' | 'client_count' | 'command'
  deviceId: string | null
  deviceName: string | null
  /** e.g. {from: "online", to: "offline"} or {clients: 42} or {command: "reboot", by: "Jane"}. */
  data: Record<string, unknown>
}
