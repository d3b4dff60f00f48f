/** The Open API fields this plugin reads (vendors.md §3.4, field lists of the Omada northbound spec); the rest passes through. */

export interface OmadaGrid<T> {
  totalRows?: number
  currentPage?: number
  currentSize?: number
  data?: T[]
}

export interface OmadaSite {
  siteId: string
  name: string
}

export interface OmadaDevice {
  mac: string
  name?: string
  type?: string
  model?: string
  modelName?: string
  ip?: string
  firmwareVersion?: string
  sn?: string
  status?: number
  detailStatus?: number
  /** A duration string such as "3day(s) 4h 5m 6s" (the spec types it as a string). */
  uptime?: string | number
  uplinkDeviceMac?: string
  uplinkDevicePort?: string | number
}

/** One row of `switches/ports/overview`. */
export interface OmadaSwitchPort {
  switchMac: string
  port: number
  portName?: string
  supportPoe?: boolean
  /** PoE setting: 1 on (802.3at/af), 0 off. */
  poe?: number
  profileId?: string
  profileOverrideEnable?: boolean
  connectedStatus?: number
  portStatus?: { linkStatus?: number; linkSpeed?: number; poe?: boolean; poePower?: number }
}

/** One port of `GET switches/{mac}` (`portList`), the fallback on controllers without the ports overview. */
export interface OmadaSwitchDetailPort {
  port: number
  name?: string
  poeMode?: number
  profileId?: string
  profileOverrideEnable?: boolean
  status?: number
}

export interface OmadaWanStatus {
  port?: number
  name?: string
  ip?: string
  /** 0 WAN, 1 LAN. */
  mode?: number
  status?: number
  internetState?: number
}

export interface OmadaClient {
  mac: string
  name?: string
  hostName?: string
  ip?: string
  wireless?: boolean
  connectType?: number
  guest?: boolean
  authStatus?: number
  ssid?: string
  apMac?: string
  radioId?: number
  rssi?: number
  switchMac?: string
  gatewayMac?: string
  port?: number
  vid?: number
  networkName?: string
  vendor?: string
  uptime?: number
}

export interface OmadaLanNetwork {
  id: string
  name: string
  /** 0 VLAN only, 1 interface (has a gateway subnet). */
  purpose?: number
  vlan?: number
  gatewaySubnet?: string
  primary?: boolean
  portal?: boolean
}

export interface OmadaLanProfile {
  id: string
  name: string
  nativeNetworkId?: string
  /** 0 on, 1 off, 2 keep the port's own setting. */
  poe?: number
}

export interface OmadaReservation {
  id?: string
  mac: string
  ip: string
  netId?: string
  status?: boolean
  description?: string
}

export interface OmadaWlanGroup {
  wlanId: string
  name: string
  primary?: boolean
}

export interface OmadaSsid {
  ssidId: string
  name: string
  band?: number
  security?: number
  broadcast?: boolean
  guestNetEnable?: boolean
  vlanEnable?: boolean
  vlanId?: number
  mloEnable?: boolean
  pmfMode?: number
  enable11r?: boolean
  hidePwd?: boolean
  pskSetting?: {
    securityKey?: string
    versionPsk?: number
    encryptionPsk?: number
    gikRekeyPskEnable?: boolean
    [field: string]: unknown
  }
  ppskSetting?: { ppskProfileId?: string; [field: string]: unknown }
  [field: string]: unknown
}

export interface OmadaPpskKey {
  name: string
  psk: string
  vlan?: number
  mac?: string
}

export interface OmadaPpskProfile {
  id: string
  profileName: string
  ssid?: string[]
  ppsk?: OmadaPpskKey[]
}
