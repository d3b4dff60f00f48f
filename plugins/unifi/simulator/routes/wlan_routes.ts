/**
 * rest/wlanconf (list, read, partial update, delete) and add/wlanconf (create).
 * Validation messages (`api.err.*`) other than the 8–63 passphrase rule itself are simulated ([U]).
 */
import type { SiteContext } from '../engine.js'
import { mongoId } from '../model/ids.js'
import { legacyError, ok, type SimRequest, type SimResponse } from '../http/responses.js'

const IMMUTABLE = new Set(['_id', 'site_id'])
const SECURITIES = new Set(['open', 'wpapsk', 'wpaeap', 'wep'])

const validPassphrase = (value: unknown) =>
  typeof value === 'string' &&
  ((value.length >= 8 && value.length <= 63) || /^[0-9a-fA-F]{64}$/.test(value))

/** Returns an error message for the merged WLAN, or null when it is acceptable. */
function validate(
  ctx: SiteContext,
  wlan: Record<string, any>,
  changed: Record<string, any>
): string | null {
  if (typeof wlan.name !== 'string' || wlan.name.length < 1 || wlan.name.length > 32)
    return 'api.err.InvalidSsid'
  if (!SECURITIES.has(wlan.security)) return 'api.err.InvalidSecurity'
  if (
    wlan.security === 'wpapsk' &&
    ('x_passphrase' in changed || 'security' in changed) &&
    !validPassphrase(wlan.x_passphrase)
  ) {
    return 'api.err.InvalidPassphrase'
  }
  const networkIds = new Set(ctx.site.networks.filter((n) => n.purpose !== 'wan').map((n) => n._id))
  if (wlan.networkconf_id !== undefined && !networkIds.has(wlan.networkconf_id))
    return 'api.err.IdInvalid'
  if ('private_preshared_keys' in changed) {
    const keys = wlan.private_preshared_keys
    if (!Array.isArray(keys)) return 'api.err.InvalidPayload'
    const seen = new Set<string>()
    for (const key of keys) {
      if (!key || !validPassphrase(key.password)) return 'api.err.InvalidPassphrase'
      if (!networkIds.has(key.networkconf_id)) return 'api.err.IdInvalid'
      if (seen.has(key.password)) return 'api.err.DuplicatePassphrase'
      seen.add(key.password)
    }
  }
  for (const field of ['enabled', 'hide_ssid', 'is_guest'] as const) {
    if (field in changed && typeof changed[field] !== 'boolean') return 'api.err.InvalidPayload'
  }
  return null
}

function applyChanges(target: Record<string, any>, changes: Record<string, any>) {
  for (const [key, value] of Object.entries(changes)) {
    if (IMMUTABLE.has(key)) continue
    // Arrays (private_preshared_keys, mac_filter_list, ap_group_ids...) are replaced whole, as the controller does.
    target[key] = Array.isArray(value)
      ? value.map((v) => (v && typeof v === 'object' ? { ...v } : v))
      : value
  }
}

function create(ctx: SiteContext, body: Record<string, any>): SimResponse {
  const { site } = ctx
  const wlan: Record<string, any> = {
    _id: mongoId('wlan', site._id, site.wlans.length, ctx.now, Math.random()),
    site_id: site._id,
    enabled: true,
    hide_ssid: false,
    is_guest: false,
    security: 'open',
    wpa_mode: 'wpa2',
    wpa_enc: 'ccmp',
    usergroup_id: site.usergroupId,
    wlangroup_id: site.wlangroupId,
    networkconf_id: site.networks[0]._id,
    mac_filter_enabled: false,
    mac_filter_policy: 'allow',
    mac_filter_list: [],
    schedule: [],
    private_preshared_keys_enabled: false,
    private_preshared_keys: [],
  }
  applyChanges(wlan, body)
  const error = validate(ctx, wlan, { ...body, security: wlan.security })
  if (error) return legacyError(400, error)
  site.wlans.push(wlan)
  return ok([wlan])
}

export function wlanRoute(
  ctx: SiteContext,
  request: SimRequest,
  rest: string[]
): SimResponse | null {
  const { site } = ctx
  const [kind, , id] = rest
  const body = request.body && typeof request.body === 'object' ? request.body : {}
  if (request.method === 'GET' && (kind === 'rest' || kind === 'list')) {
    if (!id) return ok(site.wlans)
    const wlan = site.wlans.find((w) => w._id === id)
    return wlan ? ok([wlan]) : legacyError(400, 'api.err.IdInvalid')
  }
  if (request.method === 'POST' && (kind === 'add' || (kind === 'rest' && !id)))
    return create(ctx, body)
  if (kind !== 'rest' || !id) return null
  const index = site.wlans.findIndex((w) => w._id === id)
  if (index < 0) return legacyError(400, 'api.err.IdInvalid')
  if (request.method === 'DELETE') {
    site.wlans.splice(index, 1)
    return ok([])
  }
  if (request.method === 'PUT') {
    const merged = { ...site.wlans[index] }
    applyChanges(merged, body)
    const error = validate(ctx, merged, body)
    if (error) return legacyError(400, error)
    site.wlans[index] = merged
    return ok([merged])
  }
  return null
}
