import type { PpskKey, Wlan, WlanSecurity } from '#core/plugins/controller_contract'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { OmadaLanNetwork, OmadaPpskKey, OmadaSsid } from '../client/vendor_types.js'
import { networkForVlan } from './networks.js'

/** Omada nests SSIDs in WLAN groups: the contract's WLAN id carries both, `{wlanId}:{ssidId}`. */
export function wlanKey(wlanId: string, ssidId: string) {
  return `${wlanId}:${ssidId}`
}

export function parseWlanKey(key: string): { wlanId: string; ssidId: string } {
  const [wlanId, ssidId, ...rest] = key.split(':')
  if (!wlanId || !ssidId || rest.length)
    throw new ControllerRejectedError('not_found', `no WLAN ${key}`)
  return { wlanId, ssidId }
}

export const SECURITY = { open: 0, enterprise: 2, personal: 3, ppsk: 4, ppskRadius: 5 } as const

export function wlanSecurity(security: number | undefined): WlanSecurity {
  switch (security) {
    case SECURITY.open:
      return 'open'
    case SECURITY.enterprise:
      return 'wpa-enterprise'
    case SECURITY.personal:
      return 'wpa-personal'
    case SECURITY.ppsk:
    case SECURITY.ppskRadius:
      return 'ppsk'
    default:
      return 'other'
  }
}

/** Omada SSIDs have no on/off switch in the basic config (they are scheduled instead): listed ones count as enabled. */
export function mapWlan(wlanId: string, ssid: OmadaSsid, networks: OmadaLanNetwork[]): Wlan {
  const security = wlanSecurity(ssid.security)
  return {
    id: wlanKey(wlanId, ssid.ssidId),
    name: ssid.name,
    enabled: true,
    hidden: ssid.broadcast === false,
    guest: ssid.guestNetEnable === true,
    security,
    passphrase: security === 'wpa-personal' ? (ssid.pskSetting?.securityKey ?? null) : null,
    networkId: ssid.vlanEnable ? (networkForVlan(networks, ssid.vlanId)?.id ?? null) : null,
  }
}

/** Keys of a PPSK profile are named, unique within it: the name is the key's id. */
export function mapPpskKey(key: OmadaPpskKey, networks: OmadaLanNetwork[]): PpskKey {
  const vlan = typeof key.vlan === 'number' ? key.vlan : null
  return {
    id: key.name,
    name: key.name,
    passphrase: key.psk,
    networkId: networkForVlan(networks, vlan)?.id ?? null,
    vlan,
  }
}
