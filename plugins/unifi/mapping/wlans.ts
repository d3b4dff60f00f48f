import { createHash } from 'node:crypto'
import type { PpskKey, Wlan, WlanChange, WlanSecurity } from '#core/plugins/controller_contract'
import type { UnifiNetwork, UnifiPpsk, UnifiWlan } from '../client/vendor_types.js'
import { vlanOf } from './networks.js'

export function wlanSecurity(wlan: UnifiWlan): WlanSecurity {
  switch (wlan.security) {
    case 'open':
      return 'open'
    case 'wpapsk':
      return (wlan.private_preshared_keys?.length ?? 0) > 0 ? 'ppsk' : 'wpa-personal'
    case 'wpaeap':
      return 'wpa-enterprise'
    default:
      return 'other'
  }
}

export function mapWlan(wlan: UnifiWlan): Wlan {
  const security = wlanSecurity(wlan)
  return {
    id: wlan._id,
    name: wlan.name,
    enabled: wlan.enabled !== false,
    hidden: wlan.hide_ssid === true,
    guest: wlan.is_guest === true,
    security,
    passphrase:
      security === 'wpa-personal' || security === 'ppsk' ? (wlan.x_passphrase ?? null) : null,
    networkId: wlan.networkconf_id || null,
  }
}

/** Only the fields present change; the controller merges a partial PUT. */
export function wlanChangeToUnifi(change: WlanChange): Partial<UnifiWlan> {
  const body: Partial<UnifiWlan> = {}
  if (change.name !== undefined) body.name = change.name
  if (change.passphrase !== undefined) body.x_passphrase = change.passphrase
  if (change.enabled !== undefined) body.enabled = change.enabled
  if (change.hidden !== undefined) body.hide_ssid = change.hidden
  if (change.guest !== undefined) body.is_guest = change.guest
  return body
}

/** UniFi keys have no name or id: the id is a digest of the passphrase, unique per SSID by the vendor's rule. */
export function ppskId(passphrase: string): string {
  return createHash('sha256').update(passphrase).digest('hex').slice(0, 16)
}

export function mapPpsk(key: UnifiPpsk, networks: UnifiNetwork[]): PpskKey {
  const network = networks.find((n) => n._id === key.networkconf_id)
  return {
    id: ppskId(key.password),
    name: null,
    passphrase: key.password,
    networkId: key.networkconf_id || null,
    vlan: network ? vlanOf(network) : null,
  }
}
