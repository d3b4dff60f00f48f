/**
 * The contract every network-controller plugin (unifi, omada, peplink, zerotier) implements.
 *
 * Core never speaks a vendor's API: it calls these business verbs on a connection that a plugin's
 * `connect(settings, deps)` returned after logging in. Everything crossing this line is vendor-neutral:
 * MAC addresses are lower-case and colon-separated ("aa:bb:cc:dd:ee:ff"), times are UTC, ids are the
 * vendor's own opaque strings (a UniFi `_id`, an Omada MAC, a Peplink device id, a ZeroTier node id).
 *
 * A vendor that lacks a verb declares the capability absent (manifest + `connection.capabilities`) and
 * leaves the method out; core checks the capability before calling and the UI hides the action.
 * Failures are thrown as the classes of `plugin_errors.ts`, never as raw HTTP or vendor errors.
 *
 * Polling lives in core jobs (controller sync), never in plugins: a connection only answers calls.
 */

/** What a controller plugin can do. The method of the same name exists exactly when the capability is declared. */
export const CONTROLLER_CAPABILITIES = [
  'listWlans',
  'updateWlan',
  'listSubnets',
  'listPortProfiles',
  'setFixedIp',
  'rebootDevice',
  'upgradeDevice',
  'powerCyclePort',
  'setPortProfile',
  'listPpskKeys',
  'addPpskKey',
  'removePpskKey',
  'authorizeGuest',
  'revokeGuest',
  'rebootNetwork',
  'setDeviceAuthorized',
  'renameDevice',
  'removeDevice',
] as const
export type ControllerCapability = (typeof CONTROLLER_CAPABILITIES)[number]

export const DEVICE_KINDS = ['gateway', 'switch', 'ap', 'other'] as const
export type DeviceKind = (typeof DEVICE_KINDS)[number]

/** A device's state as the vendor reports it, folded onto what a venue's staff cares about. */
export const DEVICE_STATES = [
  'online',
  'offline',
  'rebooting',
  'upgrading',
  'pending',
  'unknown',
] as const
export type DeviceState = (typeof DEVICE_STATES)[number]

/** Derived from the vendor's signal (dBm where available): see `signalQualityFromDbm`. */
export const SIGNAL_QUALITIES = ['excellent', 'good', 'fair', 'poor', 'unstable'] as const
export type SignalQuality = (typeof SIGNAL_QUALITIES)[number]

export const POE_MODES = ['auto', 'off', 'passive24', 'passthrough'] as const
export type PoeMode = (typeof POE_MODES)[number]

export interface ControllerInfo {
  /** Controller software version, e.g. "9.0.114"; null when the vendor does not say. */
  version: string | null
  /** Vendor flavour, e.g. "unifi-os" or "classic" for UniFi, "cloud" for Peplink InControl2. */
  flavour: string | null
  /** Address of the controller's own web UI, for the "open controller" button. */
  webUiUrl: string | null
}

/**
 * A site on the controller: what one venue (location) is bound to. UniFi: a site (`name` is its short key),
 * Omada: a site, Peplink: a group inside an organisation (`parentId` = organisation), ZeroTier: a network.
 */
export interface RemoteSite {
  id: string
  name: string
  parentId: string | null
  parentName: string | null
}

export interface DevicePort {
  index: number
  name: string
  up: boolean
  speedMbps: number | null
  /** Null when the port has no PoE at all. */
  poe: { mode: PoeMode; powering: boolean } | null
  /** The port profile (UniFi portconf, Omada LAN profile) applied, null for the default. */
  profileId: string | null
}

/** One internet uplink of a gateway or router. */
export interface DeviceWan {
  id: string
  name: string
  kind: 'ethernet' | 'cellular' | 'wifi' | 'other'
  up: boolean
  /** The link used while it is up; the others are backups (failover). */
  primary: boolean
  ip: string | null
}

/**
 * The optional fields are left out by vendors that do not report them; core reads an absent field as unknown.
 * A venue is in failover when an online device's primary WAN is down while its cellular backup WAN is up (spec §4).
 */
export interface NetworkDevice {
  id: string
  mac: string | null
  name: string
  kind: DeviceKind
  model: string | null
  firmware: string | null
  /** The firmware version the vendor offers as an upgrade; null when the device is up to date. */
  firmwareUpgrade?: string | null
  serial?: string | null
  /** WAN uplinks (gateways and routers only). */
  wans?: DeviceWan[] | null
  /** Membership networks (ZeroTier): whether the member is allowed on the network. */
  authorized?: boolean | null
  /** Free text an admin wrote about the device on the controller, where the vendor keeps one. */
  description?: string | null
  ip: string | null
  state: DeviceState
  uptimeSeconds: number | null
  /** The device this one hangs off (topology): its MAC and the port on it, when known. */
  uplinkMac: string | null
  uplinkPort: number | null
  ports: DevicePort[]
}

export interface NetworkClient {
  mac: string
  /** The alias an admin gave it on the controller. */
  name: string | null
  hostname: string | null
  ip: string | null
  /** The DHCP reservation, when one is set. */
  fixedIp: string | null
  wired: boolean
  guest: boolean
  /** Guest portal authorization currently in force. */
  authorized: boolean
  ssid: string | null
  /** The AP (wireless) or switch/gateway (wired) it is connected to, and the port for wired clients. */
  uplinkMac: string | null
  uplinkPort: number | null
  signalDbm: number | null
  signal: SignalQuality | null
  /** Manufacturer from the MAC's OUI, when the vendor gives it. */
  vendor: string | null
  vlan: number | null
  networkId: string | null
  uptimeSeconds: number | null
}

export const SUBNET_PURPOSES = ['corporate', 'guest', 'vlan', 'wan', 'other'] as const
export type SubnetPurpose = (typeof SUBNET_PURPOSES)[number]

export const WLAN_SECURITIES = ['open', 'wpa-personal', 'wpa-enterprise', 'ppsk', 'other'] as const
export type WlanSecurity = (typeof WLAN_SECURITIES)[number]

export interface Wlan {
  id: string
  /** The SSID. */
  name: string
  enabled: boolean
  hidden: boolean
  /** Public (guest) network versus private. */
  guest: boolean
  security: WlanSecurity
  /** Null for open networks or when the vendor does not reveal it. */
  passphrase: string | null
  networkId: string | null
}

/** A partial change: only the fields present are changed. Passphrases are 8–63 characters. */
export interface WlanChange {
  name?: string
  passphrase?: string
  enabled?: boolean
  hidden?: boolean
  guest?: boolean
}

export interface Subnet {
  id: string
  name: string
  purpose: SubnetPurpose
  vlan: number | null
  /** CIDR, e.g. "192.168.1.1/24" (gateway address / prefix). */
  cidr: string | null
}

export interface PortProfile {
  id: string
  name: string
  nativeNetworkId: string | null
  poe: PoeMode | null
}

export interface PpskKey {
  /** Stable within the WLAN: the vendor's key name, or a digest of the passphrase where keys have no name. */
  id: string
  name: string | null
  passphrase: string
  /** The VLAN network the key puts its user on. */
  networkId: string | null
  vlan: number | null
}

export interface NewPpskKey {
  name: string
  passphrase: string
  networkId?: string
  vlan?: number
}

export interface GuestAuthorization {
  mac: string
  minutes: number
  /** Speeds up the authorization on vendors that take it (UniFi `ap_mac`). */
  apMac?: string
  upKbps?: number
  downKbps?: number
  megabytes?: number
}

export interface PortChange {
  profileId?: string | null
  poe?: PoeMode
}

/**
 * A logged-in connection to one controller. Created by a plugin's `connect`, used by core for one job or
 * request, then closed. It may re-login on its own (expired session) but must not retry anything else:
 * retries with backoff belong to the jobs.
 */
export interface ControllerConnection {
  readonly capabilities: ReadonlySet<ControllerCapability>

  /** Proves the credentials work end to end (login + one read). Called before a controller row is saved. */
  testConnection(): Promise<ControllerInfo>

  /** Every site these credentials can see. */
  listSites(): Promise<RemoteSite[]>

  /** Adopted devices of a site with their live state and ports. */
  listDevices(siteId: string): Promise<NetworkDevice[]>

  /** Clients connected now. */
  listClients(siteId: string): Promise<NetworkClient[]>

  listWlans?(siteId: string): Promise<Wlan[]>
  updateWlan?(siteId: string, wlanId: string, change: WlanChange): Promise<Wlan>
  listSubnets?(siteId: string): Promise<Subnet[]>
  listPortProfiles?(siteId: string): Promise<PortProfile[]>

  /**
   * Sets (ip) or removes (null) the DHCP reservation of a client, creating the vendor's client record when the
   * controller does not know the MAC yet. Takes effect when the client renews its lease (the UI says "reboot needed").
   */
  setFixedIp?(siteId: string, mac: string, ip: string | null, networkId?: string): Promise<void>

  /** Soft restart. The device goes offline for a while; the next sync sees it. */
  rebootDevice?(siteId: string, deviceId: string): Promise<void>
  /** Installs the firmware the vendor offers (`firmwareUpgrade`); the device restarts and is away for minutes. */
  upgradeDevice?(siteId: string, deviceId: string): Promise<void>
  /** Cuts and restores PoE power on one switch port; fails when the port is not powering anything. */
  powerCyclePort?(siteId: string, deviceId: string, portIndex: number): Promise<void>
  setPortProfile?(
    siteId: string,
    deviceId: string,
    portIndex: number,
    change: PortChange
  ): Promise<void>

  listPpskKeys?(siteId: string, wlanId: string): Promise<PpskKey[]>
  addPpskKey?(siteId: string, wlanId: string, key: NewPpskKey): Promise<PpskKey>
  removePpskKey?(siteId: string, wlanId: string, keyId: string): Promise<void>

  /** Captive portal: lets a guest's device through for `minutes`. */
  authorizeGuest?(siteId: string, authorization: GuestAuthorization): Promise<void>
  revokeGuest?(siteId: string, mac: string): Promise<void>

  /** Restarts every device of the site (gateway last, where the vendor allows ordering). */
  rebootNetwork?(siteId: string): Promise<void>

  /** ZeroTier-style membership: allow or refuse a device on the network. */
  setDeviceAuthorized?(siteId: string, deviceId: string, authorized: boolean): Promise<void>
  /** Renames a device (or network member) on the controller itself. */
  renameDevice?(siteId: string, deviceId: string, name: string): Promise<void>
  /** Forgets a device (or network member) on the controller. */
  removeDevice?(siteId: string, deviceId: string): Promise<void>

  /** Logs out and frees sockets. Must not throw. */
  close(): Promise<void>
}

/** Signal quality from a dBm reading; `unstable` is for readings the vendor flags as fluctuating or absurd. */
export function signalQualityFromDbm(dbm: number | null | undefined): SignalQuality | null {
  if (dbm === null || dbm === undefined || Number.isNaN(dbm)) return null
  if (dbm >= 0 || dbm < -95) return 'unstable'
  if (dbm >= -55) return 'excellent'
  if (dbm >= -67) return 'good'
  if (dbm >= -75) return 'fair'
  return 'poor'
}

/** "AA-BB-CC-DD-EE-FF", "aabb.ccdd.eeff" or "AABBCCDDEEFF" → "aa:bb:cc:dd:ee:ff"; null when it is not a MAC. */
export function normalizeMac(value: string | null | undefined): string | null {
  if (!value || !/^[0-9a-fA-F:.\-]+$/.test(value)) return null
  const hex = value.toLowerCase().replace(/[:.\-]/g, '')
  if (hex.length !== 12) return null
  return hex.match(/.{2}/g)!.join(':')
}
