/**
 * Mirror of core/network/network_api_types.ts (the JSON of /rest/locations/{id}/network and /rest/controllers).
 * Keep the two in step: the server's transformers produce exactly these shapes.
 */
export type ControllerCapability =
  | 'listWlans'
  | 'updateWlan'
  | 'listSubnets'
  | 'listPortProfiles'
  | 'setFixedIp'
  | 'rebootDevice'
  | 'upgradeDevice'
  | 'powerCyclePort'
  | 'setPortProfile'
  | 'listPpskKeys'
  | 'addPpskKey'
  | 'removePpskKey'
  | 'authorizeGuest'
  | 'revokeGuest'
  | 'rebootNetwork'
  | 'setDeviceAuthorized'

export type DeviceKind = 'gateway' | 'switch' | 'ap' | 'other'
export type DeviceState = 'online' | 'offline' | 'rebooting' | 'upgrading' | 'pending' | 'unknown'
export type SignalQuality = 'excellent' | 'good' | 'fair' | 'poor' | 'unstable'
export type PoeMode = 'auto' | 'off' | 'passive24' | 'passthrough'
export type WlanSecurity = 'open' | 'wpa-personal' | 'wpa-enterprise' | 'ppsk' | 'other'
export type NetworkStatus =
  'online' | 'offline' | 'warning' | 'not_configured' | 'no_devices' | 'failover'
import type { ControllerStatus } from '@/lib/controllers/controller-status'

export type { ControllerStatus }

export interface NetworkOverview {
  locationId: number
  status: NetworkStatus
  controller: {
    id: number
    alias: string
    vendor: string
    status: ControllerStatus
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
    others?: number
    notOnline?: {
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
  deviceNoun?: 'device' | 'member'
  /** The causes of a status other than online, each with the devices it concerns. */
  warnings?: NetworkWarning[]
  networks: { private: WlanView[]; public: WlanView[] }
  rebootInProgress: boolean
  /** While failover is active (status "failover"), the only services the venue's networks carry; null otherwise. */
  restrictedTo: FailoverService[] | null
}

export type FailoverService = 'point_of_sale' | 'payments' | 'music'

export interface NetworkWarning {
  cause:
    | 'controller_unreachable'
    | 'controller_needs_credentials'
    | 'offline'
    | 'pending'
    | 'rebooting'
    | 'upgrading'
    | 'unknown'
  count: number
}

export interface DevicePortView {
  index: number
  name: string
  up: boolean
  speedMbps: number | null
  poe: { mode: PoeMode; powering: boolean } | null
  profileId: string | null
  profileName: string | null
}

export interface DeviceView {
  id: string
  mac: string | null
  name: string
  kind: DeviceKind
  model: string | null
  firmware: string | null
  /** The version the vendor offers as an upgrade; null when up to date or unknown. */
  firmwareUpgrade: string | null
  ip: string | null
  state: DeviceState
  online: boolean
  uptimeSeconds: number | null
  uplinkMac: string | null
  uplinkPort: number | null
  ports: DevicePortView[]
  lastSeenAt: string | null
}

export type PortCommand =
  | { portIndex: number; action: 'power_cycle' }
  | { portIndex: number; action: 'configure'; profileId?: string | null; poe?: PoeMode }

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
  configState: 'pending' | 'success' | 'alert' | null
  rebootNeeded: boolean
  lastSeenAt: string | null
}

export interface WlanView {
  id: string
  name: string
  enabled: boolean
  hidden: boolean
  kind: 'private' | 'public'
  security: WlanSecurity
  passphrase: string | null
  /** A private network's password withheld from a read-only user. */
  passphraseHidden: boolean
  networkId: string | null
}

export interface DeviceGroupView {
  id: number
  name: string
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
  /** How many of `devices` can be upgraded. */
  upgradable: number
  createdAt: string
}

/** A personal WiFi key (PPSK); its passphrase is only in the answer that created it. */
export interface PpskKeyView {
  id: string
  name: string | null
  wlanId: string
  wlanName: string
  vlan: number | null
  networkId: string | null
}

export interface CreatedPpskKeyView extends PpskKeyView {
  passphrase: string
}

export interface PpskKeys {
  data: PpskKeyView[]
  /** The private networks that can hold keys. */
  wlans: Array<{ id: string; name: string; security: WlanSecurity }>
}

export interface PortProfileView {
  id: string
  name: string
  nativeNetworkId: string | null
  poe: PoeMode | null
}

export interface NetworkEventView {
  id: number
  at: string
  type: 'device_offline' | 'device_online' | 'network_status' | 'client_count' | 'command'
  deviceId: string | null
  deviceName: string | null
  data: Record<string, unknown>
}

export interface Paginated<T> {
  data: T[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}
