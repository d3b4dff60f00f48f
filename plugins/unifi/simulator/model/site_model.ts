/**
 * The simulator's in-memory picture of one site. Devices, clients and known users keep only what cannot be
 * derived; the vendor JSON (state, uptime, port_table, vap_table, stat/sta rows) is rendered from it per request
 * at the request's "now", so uptime advances and reboots end by themselves without timers.
 */

export type DeviceKind = 'gateway' | 'switch' | 'ap'

export interface SimPort {
  idx: number
  name: string
  poeCapable: boolean
  /** Max link speed in Mbit/s. */
  speed: number
  isWan?: boolean
}

export interface SimDevice {
  id: string
  mac: string
  name: string
  kind: DeviceKind
  /** Vendor type: ugw/udm/uxg, usw, uap. */
  type: string
  model: string
  modelName: string
  version: string
  /** Firmware the controller offers (`upgradable`), null when up to date. */
  upgradeTo: string | null
  ip: string
  serial: string
  ports: SimPort[]
  portOverrides: Array<Record<string, any>>
  uplinkMac: string | null
  uplinkPort: number | null
  uplinkType: 'wire' | 'wireless'
  /** The AP draws power from its uplink switch port (PoE). */
  poweredByPort: boolean
  /** ms since epoch when the device last booted (uptime base). */
  bootedAt: number
  /** A restart in progress: state 5 (4 for a firmware upgrade) at first, then offline until `until`. */
  restart: { at: number; until: number; upgrade?: boolean } | null
  /** The admin (or a fault) took it offline: state 0 until set back online. */
  forcedOffline: boolean
  /** When the uplink link last came back (PoE re-enabled, port profile re-enabled). */
  linkSince: number
  channels: { ng: number; na: number }
}

export interface SimUser {
  _id: string
  mac: string
  oui: string
  hostname?: string
  name?: string
  note?: string
  is_guest: boolean
  is_wired: boolean
  first_seen: number
  last_seen: number
  use_fixedip: boolean
  fixed_ip?: string
  network_id?: string
  usergroup_id: string
  blocked: boolean
  site_id: string
}

export interface SimClient {
  user: SimUser
  wired: boolean
  /** AP (wireless) or switch (wired) the client hangs off. */
  deviceMac: string
  swPort?: number
  wlanId?: string
  radio?: 'ng' | 'na'
  signalBase?: number
  noise?: number
  networkId: string
  ip: string
  /** ms since epoch of the (last) association. */
  assocAt: number
  /** Bytes per second, used to grow tx/rx counters with uptime. */
  rate: number
  kickedUntil: number
  forgotten: boolean
  /** Stable per-client number (signal jitter phase, satisfaction). */
  phase: number
}

export interface GuestAuthorization {
  mac: string
  start: number
  end: number
  up?: number
  down?: number
  bytes?: number
  apMac?: string
}

export interface SimSite {
  _id: string
  name: string
  desc: string
  index: number
  /** Which `now` the generator used as "boot time" reference. */
  createdAt: number
  devices: SimDevice[]
  clients: SimClient[]
  users: SimUser[]
  networks: Array<Record<string, any>>
  portconfs: Array<Record<string, any>>
  wlans: Array<Record<string, any>>
  usergroupId: string
  wlangroupId: string
  guestAuthorizations: Map<string, GuestAuthorization>
}
