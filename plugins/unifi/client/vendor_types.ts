/** The fields of the UniFi legacy API this plugin reads (vendors.md §2.3); everything else passes through untouched. */

export interface UnifiSite {
  _id: string
  name: string
  desc?: string
  role?: string
}

export interface UnifiPort {
  port_idx: number
  name?: string
  up?: boolean
  speed?: number
  port_poe?: boolean
  poe_enable?: boolean
  poe_mode?: string
  poe_power?: string | number
  portconf_id?: string
}

export interface UnifiPortOverride {
  port_idx: number
  portconf_id?: string
  poe_mode?: string
  [field: string]: unknown
}

export interface UnifiDevice {
  _id: string
  mac: string
  name?: string
  type?: string
  model?: string
  version?: string
  upgradable?: boolean
  upgrade_to_firmware?: string
  serial?: string
  ip?: string
  state?: number
  adopted?: boolean
  uptime?: number
  port_table?: UnifiPort[]
  port_overrides?: UnifiPortOverride[]
  uplink?: { uplink_mac?: string; uplink_remote_port?: number; type?: string }
  /** Gateways: the WAN ports (`wan1`, `wan2` when a second WAN is configured). */
  wan1?: UnifiWan
  wan2?: UnifiWan
}

export interface UnifiWan {
  ip?: string
  up?: boolean
  name?: string
  type?: string
}

export interface UnifiClient {
  mac: string
  hostname?: string
  name?: string
  ip?: string
  is_wired?: boolean
  is_guest?: boolean
  essid?: string
  ap_mac?: string
  sw_mac?: string
  sw_port?: number
  signal?: number
  oui?: string
  network_id?: string
  vlan?: number
  uptime?: number
  authorized?: boolean
  use_fixedip?: boolean
  fixed_ip?: string
}

export interface UnifiUser {
  _id: string
  mac: string
  name?: string
  use_fixedip?: boolean
  fixed_ip?: string
  network_id?: string
  usergroup_id?: string
}

export interface UnifiPpsk {
  password: string
  networkconf_id?: string
}

export interface UnifiWlan {
  _id: string
  name: string
  enabled?: boolean
  security?: string
  x_passphrase?: string
  hide_ssid?: boolean
  is_guest?: boolean
  networkconf_id?: string
  private_preshared_keys?: UnifiPpsk[]
  private_preshared_keys_enabled?: boolean
  [field: string]: unknown
}

export interface UnifiNetwork {
  _id: string
  name: string
  purpose?: string
  vlan?: number | string
  vlan_enabled?: boolean
  ip_subnet?: string
}

export interface UnifiPortProfile {
  _id: string
  name: string
  native_networkconf_id?: string
  poe_mode?: string
}
