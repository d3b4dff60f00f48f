import type { Wlan, WlanChange } from '#core/plugins/controller_contract'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { OmadaApi } from '../client/api.js'
import type { OmadaSsid } from '../client/vendor_types.js'
import { SECURITY, mapWlan, parseWlanKey } from '../mapping/wlans.js'
import { assertPassphrase } from './lookup.js'

export async function listWlans(api: OmadaApi, siteId: string): Promise<Wlan[]> {
  const [groups, networks] = await Promise.all([api.wlanGroups(siteId), api.lanNetworks(siteId)])
  const perGroup = await Promise.all(
    groups.map(async (group) => {
      // The grid leaves the passphrase out; the detail of each SSID has it.
      const ssids = await api.ssids(siteId, group.wlanId)
      const details = await Promise.all(ssids.map((s) => api.ssid(siteId, group.wlanId, s.ssidId)))
      return details.map((ssid) => mapWlan(group.wlanId, ssid, networks))
    })
  )
  return perGroup.flat()
}

export async function findSsid(api: OmadaApi, siteId: string, key: string) {
  const { wlanId, ssidId } = parseWlanKey(key)
  const ssid = await api.ssid(siteId, wlanId, ssidId)
  if (!ssid?.ssidId) throw new ControllerRejectedError('not_found', `no WLAN ${key}`)
  return { wlanId, ssidId, ssid }
}

/**
 * `update-basic-config` wants the whole basic config, not a partial one: the SSID's detail is read, changed and sent
 * back with every required field (vendors.md §3.4).
 */
export function basicConfig(
  ssid: OmadaSsid,
  overrides: Partial<OmadaSsid> = {}
): Record<string, unknown> {
  const merged = { ...ssid, ...overrides }
  const security = merged.security ?? SECURITY.open
  return {
    name: merged.name,
    band: merged.band ?? 3,
    guestNetEnable: merged.guestNetEnable ?? false,
    security,
    broadcast: merged.broadcast ?? true,
    vlanEnable: merged.vlanEnable ?? false,
    ...(merged.vlanEnable && merged.vlanId !== undefined ? { vlanId: merged.vlanId } : {}),
    mloEnable: merged.mloEnable ?? false,
    pmfMode: merged.pmfMode ?? 3,
    enable11r: merged.enable11r ?? false,
    ...(merged.hidePwd !== undefined ? { hidePwd: merged.hidePwd } : {}),
    ...(merged.vlanSetting !== undefined ? { vlanSetting: merged.vlanSetting } : {}),
    ...(security === SECURITY.personal
      ? {
          pskSetting: {
            versionPsk: 2,
            encryptionPsk: 3,
            gikRekeyPskEnable: false,
            ...merged.pskSetting,
          },
        }
      : {}),
    ...(security === SECURITY.ppsk || security === SECURITY.ppskRadius
      ? { ppskSetting: merged.ppskSetting }
      : {}),
    ...(security === SECURITY.enterprise && merged.entSetting !== undefined
      ? { entSetting: merged.entSetting }
      : {}),
  }
}

export async function updateWlan(
  api: OmadaApi,
  siteId: string,
  key: string,
  change: WlanChange
): Promise<Wlan> {
  if (change.passphrase !== undefined) assertPassphrase(change.passphrase)
  if (change.name !== undefined && (!change.name.trim() || change.name.length > 32)) {
    throw new ControllerRejectedError('invalid_value', 'an SSID has 1 to 32 characters')
  }
  if (change.enabled === false) {
    throw new ControllerRejectedError(
      'invalid_value',
      'Omada SSIDs cannot be switched off through the Open API (use a WLAN schedule)'
    )
  }
  const { wlanId, ssidId, ssid } = await findSsid(api, siteId, key)
  if (change.passphrase !== undefined && ssid.security !== SECURITY.personal) {
    throw new ControllerRejectedError(
      'invalid_value',
      'only a WPA personal network has one passphrase'
    )
  }
  const overrides: Partial<OmadaSsid> = {}
  if (change.name !== undefined) overrides.name = change.name
  if (change.hidden !== undefined) overrides.broadcast = !change.hidden
  if (change.guest !== undefined) overrides.guestNetEnable = change.guest
  if (change.passphrase !== undefined)
    overrides.pskSetting = { ...ssid.pskSetting, securityKey: change.passphrase }
  await api.updateSsid(siteId, wlanId, ssidId, basicConfig(ssid, overrides))

  const [updated, networks] = await Promise.all([
    api.ssid(siteId, wlanId, ssidId),
    api.lanNetworks(siteId),
  ])
  return mapWlan(wlanId, updated, networks)
}
