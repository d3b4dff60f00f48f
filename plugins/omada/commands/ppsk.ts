import type { NewPpskKey, PpskKey } from '#core/plugins/controller_contract'
import { ControllerRejectedError, ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import type { OmadaApi } from '../client/api.js'
import type { OmadaLanNetwork, OmadaPpskKey, OmadaSsid } from '../client/vendor_types.js'
import { SECURITY, mapPpskKey } from '../mapping/wlans.js'
import { assertPassphrase } from './lookup.js'
import { basicConfig, findSsid } from './wlans.js'

/** The key that carries a WPA personal SSID's own passphrase over when the SSID becomes a PPSK one. */
export const SHARED_KEY_NAME = 'Shared passphrase'

export async function listPpskKeys(api: OmadaApi, siteId: string, key: string): Promise<PpskKey[]> {
  const { ssid } = await findSsid(api, siteId, key)
  const profileId = ssid.security === SECURITY.ppsk ? ssid.ppskSetting?.ppskProfileId : undefined
  if (!profileId) return []
  const [profile, networks] = await Promise.all([
    api.ppskProfile(siteId, profileId),
    api.lanNetworks(siteId),
  ])
  return (profile.ppsk ?? []).map((k) => mapPpskKey(k, networks))
}

/**
 * Adds a key to the SSID's PPSK profile. A WPA personal SSID is turned into a PPSK one: a profile is created holding
 * its current passphrase (so devices already on it stay on) and the new key, and the SSID is bound to it.
 */
export async function addPpskKey(
  api: OmadaApi,
  siteId: string,
  key: string,
  newKey: NewPpskKey
): Promise<PpskKey> {
  assertPassphrase(newKey.passphrase)
  if (!newKey.name?.trim() || newKey.name.length > 64)
    throw new ControllerRejectedError('invalid_value', 'a key name has 1 to 64 characters')
  const [{ wlanId, ssidId, ssid }, networks] = await Promise.all([
    findSsid(api, siteId, key),
    api.lanNetworks(siteId),
  ])
  const entry: OmadaPpskKey = {
    name: newKey.name,
    psk: newKey.passphrase,
    ...vlanOf(newKey, networks),
  }

  if (ssid.security === SECURITY.ppsk && ssid.ppskSetting?.ppskProfileId) {
    const profileId = ssid.ppskSetting.ppskProfileId
    assertUnique((await api.ppskProfile(siteId, profileId)).ppsk ?? [], entry)
    await api.addPpskKeys(siteId, profileId, [entry])
  } else if (ssid.security === SECURITY.personal) {
    const shared: OmadaPpskKey = {
      name: SHARED_KEY_NAME,
      psk: ssid.pskSetting?.securityKey ?? '',
      ...(ssid.vlanEnable && ssid.vlanId !== undefined ? { vlan: ssid.vlanId } : {}),
    }
    assertUnique([shared], entry)
    const profileId = await createProfile(api, siteId, ssid, [shared, entry])
    await api.updateSsid(
      siteId,
      wlanId,
      ssidId,
      basicConfig(ssid, { security: SECURITY.ppsk, ppskSetting: { ppskProfileId: profileId } })
    )
  } else {
    throw new ControllerRejectedError(
      'invalid_value',
      'PPSK keys need a WPA personal or PPSK (without RADIUS) network'
    )
  }
  return mapPpskKey(entry, networks)
}

export async function removePpskKey(api: OmadaApi, siteId: string, key: string, keyId: string) {
  const { ssid } = await findSsid(api, siteId, key)
  const profileId = ssid.security === SECURITY.ppsk ? ssid.ppskSetting?.ppskProfileId : undefined
  const keys = profileId ? ((await api.ppskProfile(siteId, profileId)).ppsk ?? []) : []
  if (!profileId || !keys.some((k) => k.name === keyId))
    throw new ControllerRejectedError('not_found', `no key ${keyId}`)
  await api.removePpskKeys(siteId, profileId, [keyId])
}

function vlanOf(key: NewPpskKey, networks: OmadaLanNetwork[]): { vlan?: number } {
  if (key.vlan !== undefined) return { vlan: key.vlan }
  if (!key.networkId) return {}
  const network = networks.find((n) => n.id === key.networkId)
  if (!network) throw new ControllerRejectedError('not_found', `no network ${key.networkId}`)
  return typeof network.vlan === 'number' ? { vlan: network.vlan } : {}
}

function assertUnique(keys: OmadaPpskKey[], entry: OmadaPpskKey) {
  if (keys.some((k) => k.psk === entry.psk))
    throw new ControllerRejectedError('conflict', 'this passphrase is already a key of the network')
  if (keys.some((k) => k.name === entry.name))
    throw new ControllerRejectedError('conflict', `a key is already named ${entry.name}`)
}

/** The create call answers without the new id: it is found again by its (unique) name. */
async function createProfile(
  api: OmadaApi,
  siteId: string,
  ssid: OmadaSsid,
  keys: OmadaPpskKey[]
): Promise<string> {
  const taken = new Set((await api.ppskProfiles(siteId)).map((p) => p.profileName))
  const base = `${ssid.name} keys`.slice(0, 60)
  let profileName = base
  for (let n = 2; taken.has(profileName); n++) profileName = `${base} ${n}`
  await api.createPpskProfile(siteId, profileName, keys)
  const created = (await api.ppskProfiles(siteId)).find((p) => p.profileName === profileName)
  if (!created)
    throw new ControllerUnexpectedError('the new PPSK profile is not listed', profileName)
  return created.id
}
