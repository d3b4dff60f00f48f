import type { NewPpskKey, PpskKey, Wlan, WlanChange } from '#core/plugins/controller_contract'
import { ControllerRejectedError, ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import type { UnifiApi } from '../client/api.js'
import type { UnifiNetwork, UnifiWlan } from '../client/vendor_types.js'
import { vlanOf } from '../mapping/networks.js'
import { mapPpsk, mapWlan, ppskId, wlanChangeToUnifi } from '../mapping/wlans.js'
import { assertPassphrase, findWlan } from './lookup.js'

export async function updateWlan(
  api: UnifiApi,
  site: string,
  wlanId: string,
  change: WlanChange
): Promise<Wlan> {
  if (change.passphrase !== undefined) assertPassphrase(change.passphrase)
  if (change.name !== undefined && !change.name.trim())
    throw new ControllerRejectedError('invalid_value', 'an SSID cannot be empty')
  const current = await findWlan(api, site, wlanId)
  if (change.passphrase !== undefined && current.security === 'open') {
    throw new ControllerRejectedError('invalid_value', 'an open network has no passphrase')
  }
  const [updated] = await api.updateWlan(site, wlanId, wlanChangeToUnifi(change))
  if (updated?._id) return mapWlan(updated)
  const [readBack] = await api.wlan(site, wlanId)
  if (!readBack) throw new ControllerUnexpectedError('the updated WLAN is gone', wlanId)
  return mapWlan(readBack)
}

export async function listPpskKeys(
  api: UnifiApi,
  site: string,
  wlanId: string
): Promise<PpskKey[]> {
  const [wlan, networks] = await Promise.all([findWlan(api, site, wlanId), api.networks(site)])
  return (wlan.private_preshared_keys ?? []).map((key) => mapPpsk(key, networks))
}

/** Read-modify-write of the whole WLAN: UniFi has no per-key endpoint (vendors.md §2.3). */
export async function addPpskKey(
  api: UnifiApi,
  site: string,
  wlanId: string,
  key: NewPpskKey
): Promise<PpskKey> {
  assertPassphrase(key.passphrase)
  const [wlan, networks] = await Promise.all([findWlan(api, site, wlanId), api.networks(site)])
  if (wlan.security !== 'wpapsk')
    throw new ControllerRejectedError('invalid_value', 'PPSK needs a WPA personal network')
  const keys = wlan.private_preshared_keys ?? []
  if (keys.some((k) => k.password === key.passphrase)) {
    throw new ControllerRejectedError('conflict', 'this passphrase is already a key of the network')
  }
  const network = keyNetwork(networks, key)
  const entry = { password: key.passphrase, networkconf_id: network._id }
  await putWlan(api, site, wlan, [...keys, entry])
  return mapPpsk(entry, networks)
}

export async function removePpskKey(api: UnifiApi, site: string, wlanId: string, keyId: string) {
  const wlan = await findWlan(api, site, wlanId)
  const keys = wlan.private_preshared_keys ?? []
  const remaining = keys.filter((k) => ppskId(k.password) !== keyId)
  if (remaining.length === keys.length)
    throw new ControllerRejectedError('not_found', `no key ${keyId}`)
  await putWlan(api, site, wlan, remaining)
}

function keyNetwork(networks: UnifiNetwork[], key: NewPpskKey): UnifiNetwork {
  const network = key.networkId
    ? networks.find((n) => n._id === key.networkId)
    : key.vlan !== undefined
      ? networks.find((n) => vlanOf(n) === key.vlan)
      : networks.find((n) => n.purpose === 'corporate')
  if (!network) throw new ControllerRejectedError('not_found', 'no network for this key')
  return network
}

async function putWlan(
  api: UnifiApi,
  site: string,
  wlan: UnifiWlan,
  keys: UnifiWlan['private_preshared_keys']
) {
  await api.updateWlan(site, wlan._id, {
    ...wlan,
    private_preshared_keys: keys,
    private_preshared_keys_enabled: (keys?.length ?? 0) > 0,
  })
}
