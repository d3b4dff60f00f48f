/**
 * InControl2 JSON as the plugin reads it (vendors.md §4). Fields marked [U] are our guesses, read defensively:
 * the official Swagger page is not in our sources.
 */

export interface IcEnvelope<T = unknown> {
  resp_code: string
  data?: T
  message?: string
  caller_ref?: string
  server_ref?: string
}

export interface IcToken {
  access_token: string
  refresh_token?: string
  expires_in?: number
  token_type?: string
}

export interface IcOrganization {
  id: string
  name: string
}

export interface IcGroup {
  id: number | string
  name: string
}

/** A WAN link of a router in the device detail ([3P], one codebase; `priority` [U], 1 = the preferred link). */
export interface IcInterface {
  id: number | string
  name?: string
  /** "ethernet", "gobi" (cellular modem), "cellular", "wifi", "sfp", "usb"… */
  type?: string
  virtualType?: string
  /** "Connected", "Disconnected", "Standby", "Disabled"… */
  status?: string
  ip?: string
  priority?: number
  enable?: boolean
}

/** A switch or router LAN port in `port_status.lan_list` ([3P]; `poe` [U]). */
export interface IcLanPort {
  id: number
  name?: string
  enable?: boolean
  linkUp?: boolean
  /** e.g. "1000FD". */
  speed?: string
  poe?: { enable?: boolean; delivering?: boolean }
}

export interface IcDevice {
  id: number | string
  name?: string
  sn?: string
  /** "online" | "offline". */
  status?: string
  group_id?: number | string
  group_name?: string
  product_id?: number
  product_name?: string
  product_code?: string
  fw_ver?: string
  lan_mac?: string
  last_online?: string
  offline_at?: string
  /** Device detail only. */
  interfaces?: IcInterface[]
  port_status?: { count?: number; lan_list?: Record<string, IcLanPort> }
}

/** A client of a group ([U] path; fields from a third-party integration, vendors.md §4.4). */
export interface IcClient {
  client_id?: string | number
  mac: string
  name?: string
  status?: string
  bssid?: string
  ssid?: string
  ip?: string
  radio_mode?: string
  /** dBm. */
  signal?: number
  manufacturer?: string
}
