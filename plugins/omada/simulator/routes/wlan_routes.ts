/** WLAN groups, SSIDs (`update-basic-config` enforces its required fields) and PPSK profiles (vendors.md §3.4). */
import type { SiteContext } from '../engine.js'
import { fail, grid, ok } from '../http/responses.js'
import { objectId } from '../model/random.js'
import type { SimPpskProfile, SimSsid } from '../model/site_model.js'
import { bodyOf, route, type SiteRoute } from './route_table.js'

const REQUIRED_BASIC = [
  'name',
  'band',
  'guestNetEnable',
  'security',
  'broadcast',
  'vlanEnable',
  'mloEnable',
  'pmfMode',
  'enable11r',
]

function ssidOf(ctx: SiteContext, wlanId: string, ssidId: string): SimSsid | undefined {
  return ctx.site.wlanGroups
    .find((g) => g.wlanId === wlanId)
    ?.ssids.find((s) => s.ssidId === ssidId)
}

const brief = (s: SimSsid) => ({
  ssidId: s.ssidId,
  name: s.name,
  band: s.band,
  security: s.security,
  broadcast: s.broadcast,
  guestNetEnable: s.guestNetEnable,
  vlanEnable: s.vlanEnable,
  ...(s.vlanEnable ? { vlanId: s.vlanId } : {}),
})

const detail = (s: SimSsid) => ({
  ...brief(s),
  ...structuredClone(s),
  deviceType: 1,
  vlanSetting: { mode: s.vlanEnable ? 1 : 0 },
})

const validKey = (key: unknown) => typeof key === 'string' && /^[\x20-\x7e]{8,63}$/.test(key)

function validPpsk(entries: unknown): entries is SimPpskProfile['ppsk'] {
  return (
    Array.isArray(entries) &&
    entries.every(
      (e) =>
        e &&
        typeof e.name === 'string' &&
        e.name.length >= 1 &&
        e.name.length <= 64 &&
        validKey(e.psk)
    )
  )
}

function updateBasic(ctx: SiteContext, ssid: SimSsid, body: Record<string, any>) {
  if (REQUIRED_BASIC.some((field) => body[field] === undefined))
    return fail(-1001, 'Invalid request parameters.')
  if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > 32)
    return fail(-33240, 'The SSID name length is invalid.')
  const siblings = ctx.site.wlanGroups.flatMap((g) => g.ssids).filter((s) => s !== ssid)
  if (siblings.some((s) => s.name === body.name)) return fail(-33219, 'This SSID already exists.')
  if (![0, 2, 3, 4, 5].includes(body.security)) return fail(-33217, 'Invalid security mode.')
  if (
    body.vlanEnable &&
    !(Number.isInteger(body.vlanId) && body.vlanId >= 1 && body.vlanId <= 4094)
  )
    return fail(-33807, 'Invalid VLAN.')
  if (body.security === 3) {
    const psk = body.pskSetting
    if (
      !psk ||
      !validKey(psk.securityKey) ||
      psk.versionPsk === undefined ||
      psk.encryptionPsk === undefined
    ) {
      return fail(-1001, 'Invalid request parameters.')
    }
  }
  if (
    body.security === 4 &&
    !ctx.site.ppskProfiles.some((p) => p.id === body.ppskSetting?.ppskProfileId)
  ) {
    return fail(-1001, 'Invalid request parameters.')
  }
  Object.assign(ssid, {
    name: body.name,
    band: body.band,
    guestNetEnable: body.guestNetEnable,
    security: body.security,
    broadcast: body.broadcast,
    vlanEnable: body.vlanEnable,
    vlanId: body.vlanEnable ? body.vlanId : undefined,
    mloEnable: body.mloEnable,
    pmfMode: body.pmfMode,
    enable11r: body.enable11r,
    hidePwd: body.hidePwd ?? ssid.hidePwd,
    pskSetting: body.security === 3 ? { ...body.pskSetting } : undefined,
    ppskSetting:
      body.security === 4 ? { ppskProfileId: body.ppskSetting.ppskProfileId } : undefined,
  })
  return ok()
}

function profileOf(ctx: SiteContext, id: string) {
  return ctx.site.ppskProfiles.find((p) => p.id === id)
}

const boundSsids = (ctx: SiteContext, profile: SimPpskProfile) =>
  ctx.site.wlanGroups
    .flatMap((g) => g.ssids)
    .filter((s) => s.security === 4 && s.ppskSetting?.ppskProfileId === profile.id)
    .map((s) => s.name)

export const wlanRoutes: SiteRoute[] = [
  route('GET /wireless-network/wlans', (ctx) =>
    ok(ctx.site.wlanGroups.map((g) => ({ wlanId: g.wlanId, name: g.name, primary: g.primary })))
  ),

  route('GET /wireless-network/ssids', (ctx) =>
    ok(
      ctx.site.wlanGroups.map((g) => ({
        wlanId: g.wlanId,
        wlanName: g.name,
        ssidList: g.ssids.map(brief),
      }))
    )
  ),

  route('GET /wireless-network/wlans/:wlanId/ssids', (ctx, request, { wlanId }) => {
    const group = ctx.site.wlanGroups.find((g) => g.wlanId === wlanId)
    return group
      ? grid(request, group.ssids.map(brief))
      : fail(-33000, 'This WLAN group does not exist (simulated code).')
  }),

  route(
    'GET /wireless-network/wlans/:wlanId/ssids/:ssidId',
    (ctx, _request, { wlanId, ssidId }) => {
      const ssid = ssidOf(ctx, wlanId, ssidId)
      return ssid ? ok(detail(ssid)) : fail(-33000, 'This SSID does not exist (simulated code).')
    }
  ),

  route(
    'PATCH /wireless-network/wlans/:wlanId/ssids/:ssidId/update-basic-config',
    (ctx, request, { wlanId, ssidId }) => {
      const ssid = ssidOf(ctx, wlanId, ssidId)
      return ssid
        ? updateBasic(ctx, ssid, bodyOf(request))
        : fail(-33000, 'This SSID does not exist (simulated code).')
    }
  ),

  route('GET /ppsk-profiles', (ctx) =>
    ok(
      ctx.site.ppskProfiles.map((p) => ({
        id: p.id,
        profileName: p.profileName,
        ssid: boundSsids(ctx, p),
      }))
    )
  ),

  route('GET /ppsk-profile/:id', (ctx, _request, { id }) => {
    const profile = profileOf(ctx, id)
    return profile
      ? ok({ ...structuredClone(profile), type: 0, ssid: boundSsids(ctx, profile) })
      : fail(-33710, 'This profile does not exist.')
  }),

  route('POST /ppsk-profile', (ctx, request) => {
    const body = bodyOf(request)
    if (
      typeof body.profileName !== 'string' ||
      !body.profileName ||
      body.profileName.length > 64 ||
      !validPpsk(body.ppsk)
    ) {
      return fail(-1001, 'Invalid request parameters.')
    }
    if (ctx.site.ppskProfiles.some((p) => p.profileName === body.profileName))
      return fail(-33709, 'This profile already exists.')
    const psks = body.ppsk.map((k) => k.psk)
    if (new Set(psks).size !== psks.length) return fail(-1001, 'Invalid request parameters.')
    const id = objectId(ctx.site.siteId, 'ppsk', body.profileName, ctx.now)
    ctx.site.ppskProfiles.push({
      id,
      profileName: body.profileName,
      ppsk: body.ppsk.map((k) => ({ ...k })),
    })
    return ok()
  }),

  route('POST /ppsk-profile/:id/add-psk', (ctx, request, { id }) => {
    const profile = profileOf(ctx, id)
    if (!profile) return fail(-33710, 'This profile does not exist.')
    const list = bodyOf(request).ppskList
    if (!validPpsk(list)) return fail(-1001, 'Invalid request parameters.')
    const clash = list.some((k) => profile.ppsk.some((e) => e.name === k.name || e.psk === k.psk))
    if (clash) return fail(-33006, 'This name already exists in this site.')
    profile.ppsk.push(...list.map((k) => ({ ...k })))
    return ok()
  }),

  route('POST /ppsk-profile/:id/delete-psk', (ctx, request, { id }) => {
    const profile = profileOf(ctx, id)
    if (!profile) return fail(-33710, 'This profile does not exist.')
    const names = bodyOf(request).ppskNameList
    if (!Array.isArray(names)) return fail(-1001, 'Invalid request parameters.')
    profile.ppsk = profile.ppsk.filter((k) => !names.includes(k.name))
    return ok()
  }),
]
