/**
 * The legacy Network API (`/api/...`, under `/proxy/network` on UniFi OS), after the session check.
 */
import { siteContext, type Engine, type SiteContext } from '../engine.js'
import { legacyError, notFound, ok, type SimRequest, type SimResponse } from '../http/responses.js'
import { renderUser, onlineClients } from '../views/client_view.js'
import { renderDeviceBasic, renderDevices } from '../views/device_view.js'
import { siteRow, siteStatRow } from '../views/site_view.js'
import { deviceCommand, updateDevice } from './device_commands.js'
import { clientCommand } from './client_commands.js'
import { createUsers, updateUser } from './user_commands.js'
import { wlanRoute } from './wlan_routes.js'

export type SiteHandler = (ctx: SiteContext, request: SimRequest, rest: string[]) => SimResponse

function macsFilter(request: SimRequest, rest: string[]): string[] | undefined {
  if (rest[2]) return [rest[2].toLowerCase()]
  const macs = request.body?.macs
  return Array.isArray(macs) ? macs.map((m: unknown) => String(m).toLowerCase()) : undefined
}

function readOnly(ctx: SiteContext, request: SimRequest, rest: string[]): SimResponse | null {
  const { site, live, now } = ctx
  const route = `${rest[0]}/${rest[1]}`
  switch (route) {
    case 'stat/device':
      return ok(renderDevices(site, live, now, macsFilter(request, rest)))
    case 'stat/device-basic':
      return ok(renderDeviceBasic(site, live))
    case 'stat/sta': {
      const clients = onlineClients(site, live, now)
      return ok(rest[2] ? clients.filter((c) => c.mac === rest[2].toLowerCase()) : clients)
    }
    case 'stat/user': {
      const user = site.users.find((u) => u.mac === rest[2]?.toLowerCase())
      return user ? ok([renderUser(site, user)]) : legacyError(400, 'api.err.UnknownUser') // [U] message
    }
    case 'rest/user':
    case 'list/user':
    case 'stat/alluser':
      if (rest[2]) {
        const user = site.users.find((u) => u._id === rest[2])
        return user ? ok([renderUser(site, user)]) : legacyError(400, 'api.err.IdInvalid')
      }
      return ok(site.users.map((u) => renderUser(site, u)))
    case 'rest/networkconf':
    case 'list/networkconf':
      return ok(rest[2] ? site.networks.filter((n) => n._id === rest[2]) : site.networks)
    case 'rest/portconf':
    case 'list/portconf':
      return ok(rest[2] ? site.portconfs.filter((p) => p._id === rest[2]) : site.portconfs)
    case 'list/usergroup':
    case 'rest/usergroup':
      return ok([
        {
          _id: site.usergroupId,
          name: 'Default',
          attr_no_delete: true,
          attr_hidden_id: 'Default',
          qos_rate_max_down: -1,
          qos_rate_max_up: -1,
          site_id: site._id,
        },
      ])
    case 'stat/health':
      return ok(siteStatRowFor(ctx).health)
    case 'stat/sysinfo':
      return ok([
        {
          version: ctx.engine.version,
          build: 'atag_' + ctx.engine.version,
          hostname: 'unifi',
          name: 'Network',
          timezone: 'Europe/Amsterdam',
          update_available: false,
        },
      ])
    case 'stat/guest':
      return ok(
        [...site.guestAuthorizations.values()].map((auth) => ({
          mac: auth.mac,
          site_id: site._id,
          start: Math.floor(auth.start / 1000),
          end: Math.floor(auth.end / 1000),
          expired: auth.end <= now,
          authorized_by: 'api',
          ...(auth.apMac ? { ap_mac: auth.apMac } : {}),
        }))
      )
    default:
      return null
  }
}

function siteStatRowFor(ctx: SiteContext) {
  const names = ctx.engine.store.names()
  return siteStatRow(ctx.engine, names.indexOf(ctx.site.name))
}

function siteRoute(
  engine: Engine,
  request: SimRequest,
  siteName: string,
  rest: string[]
): SimResponse {
  const mutating = request.method !== 'GET' && !(rest[0] === 'stat' && request.method === 'POST')
  const site = mutating ? engine.store.pin(siteName) : engine.store.get(siteName)
  if (!site) return legacyError(400, 'api.err.NoSiteContext') // [3P] what a controller answers for an unknown site
  const ctx = siteContext(engine, site)
  if (request.method === 'GET' || (request.method === 'POST' && rest[0] === 'stat')) {
    const answer = readOnly(ctx, request, rest)
    if (answer) return answer
  }
  if (rest[1] === 'wlanconf') return wlanRoute(ctx, request, rest) ?? notFound()
  const route = `${request.method} ${rest[0]}/${rest[1]}`
  switch (route) {
    case 'POST cmd/devmgr':
      return deviceCommand(ctx, request.body ?? {})
    case 'PUT rest/device':
      return updateDevice(ctx, rest[2], request.body ?? {})
    case 'POST cmd/stamgr':
      return clientCommand(ctx, request.body ?? {})
    case 'PUT rest/user':
    case 'POST upd/user':
      return updateUser(ctx, rest[2], request.body ?? {})
    case 'POST group/user':
      return createUsers(ctx, request.body ?? {})
    default:
      return notFound()
  }
}

export function legacyRoute(engine: Engine, request: SimRequest, path: string): SimResponse {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent)
  if (parts[0] !== 'api') return notFound()
  if (request.method === 'GET' && parts.length === 2 && parts[1] === 'self') {
    const admin = {
      admin_id: 'sim-admin',
      name: engine.username,
      is_super: true,
      site_role: 'admin',
    }
    return ok([admin])
  }
  if (request.method === 'GET' && parts[1] === 'self' && parts[2] === 'sites') {
    return ok(Array.from({ length: engine.store.count }, (_, i) => siteRow(engine, i)))
  }
  if (request.method === 'GET' && parts[1] === 'stat' && parts[2] === 'sites') {
    return ok(Array.from({ length: engine.store.count }, (_, i) => siteStatRow(engine, i)))
  }
  if (parts[1] === 's' && parts.length >= 4)
    return siteRoute(engine, request, parts[2], parts.slice(3))
  return notFound()
}
