/**
 * The simulator's picture of one site. Devices and clients keep only what cannot be derived; status, uptime, port
 * link and PoE draw are rendered per request at the request's "now", so reboots end by themselves without timers.
 */

export type SimDeviceType = 'gateway' | 'switch' | 'ap'

export interface SimPort {
  port: number
  name: string
  supportPoe: boolean
  /** PoE setting: 1 on, 0 off. */
  poe: 0 | 1
  profileId: string
  profileOverrideEnable: boolean
}

export interface SimDevice {
  mac: string
  name: string
  type: SimDeviceType
  model: string
  modelName: string
  firmwareVersion: string
  sn: string
  ip: string
  uplinkMac: string | null
  uplinkPort: number | null
  /** Draws power from its uplink switch port. */
  poweredByPort: boolean
  bootedAt: number
  restart: { at: number; until: number } | null
  forcedOffline: boolean
  ports: SimPort[]
  wans: Array<{ port: number; name: string; ip: string; up: boolean }>
}

export interface SimClient {
  mac: string
  name?: string
  hostName?: string
  vendor: string
  wired: boolean
  /** AP (wireless) or switch (wired). */
  deviceMac: string
  port?: number
  wlanId?: string
  ssidId?: string
  radioId: number
  rssiBase: number
  ip: string
  networkId: string
  assocAt: number
}

export interface SimNetwork {
  id: string
  name: string
  purpose: 0 | 1
  vlan: number
  gatewaySubnet: string
  primary: boolean
  portal: boolean
}

export interface SimSsid {
  ssidId: string
  name: string
  band: number
  security: number
  broadcast: boolean
  guestNetEnable: boolean
  vlanEnable: boolean
  vlanId?: number
  mloEnable: boolean
  pmfMode: number
  enable11r: boolean
  hidePwd: boolean
  pskSetting?: {
    securityKey: string
    versionPsk: number
    encryptionPsk: number
    gikRekeyPskEnable: boolean
  }
  ppskSetting?: { ppskProfileId: string }
}

export interface SimPpskProfile {
  id: string
  profileName: string
  ppsk: Array<{ name: string; psk: string; vlan?: number; mac?: string }>
}

export interface SimReservation {
  id: string
  mac: string
  ip: string
  netId: string
  status: boolean
  description?: string
}

export interface SimAuthorization {
  id: string
  mac: string
  start: number
  end: number
  authType: number
}

export interface SimSite {
  siteId: string
  name: string
  createdAt: number
  devices: SimDevice[]
  clients: SimClient[]
  networks: SimNetwork[]
  lanProfiles: Array<{ id: string; name: string; nativeNetworkId: string; poe: number }>
  wlanGroups: Array<{ wlanId: string; name: string; primary: boolean; ssids: SimSsid[] }>
  ppskProfiles: SimPpskProfile[]
  reservations: SimReservation[]
  authorizations: Map<string, SimAuthorization>
}
