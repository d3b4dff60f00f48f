/**
 * Known users: PUT rest/user/{_id} (fixed IP, alias, note) and POST group/user (create). Validation messages
 * (`api.err.*`) are simulated ([U]).
 */
import type { SiteContext } from '../engine.js'
import { mongoId } from '../model/ids.js'
import type { SimUser } from '../model/site_model.js'
import { legacyError, ok, type SimResponse } from '../http/responses.js'
import { renderUser } from '../views/client_view.js'
import { fixedIpError } from './fixed_ip.js'

export const MAC = /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/

export function ensureUser(ctx: SiteContext, mac: string, extra: Partial<SimUser> = {}): SimUser {
  const existing = ctx.site.users.find((u) => u.mac === mac)
  if (existing) return existing
  const user: SimUser = {
    _id: mongoId('user', ctx.site._id, mac, ctx.now),
    mac,
    oui: '',
    is_guest: false,
    is_wired: false,
    first_seen: Math.floor(ctx.now / 1000),
    last_seen: Math.floor(ctx.now / 1000),
    use_fixedip: false,
    usergroup_id: ctx.site.usergroupId,
    blocked: false,
    site_id: ctx.site._id,
    ...extra,
  }
  ctx.site.users.push(user)
  return user
}

export function updateUser(
  ctx: SiteContext,
  id: string | undefined,
  body: Record<string, any>
): SimResponse {
  const { site } = ctx
  const user = site.users.find((u) => u._id === id)
  if (!user) return legacyError(400, 'api.err.IdInvalid')
  if (body.use_fixedip !== undefined && typeof body.use_fixedip !== 'boolean')
    return legacyError(400, 'api.err.InvalidPayload')
  const useFixed = body.use_fixedip ?? user.use_fixedip
  if (useFixed) {
    const networkId = body.network_id ?? user.network_id
    const fixedIp = body.fixed_ip ?? user.fixed_ip
    const error = fixedIpError(site, user, networkId, fixedIp)
    if (error) return legacyError(400, error)
    Object.assign(user, { use_fixedip: true, network_id: networkId, fixed_ip: fixedIp })
    // The client picks up its reserved address on its next DHCP renewal; the simulator applies it at once.
    const client = site.clients.find((c) => c.user === user)
    if (client && client.networkId === networkId) client.ip = fixedIp
  } else if (body.use_fixedip === false) {
    user.use_fixedip = false
    delete user.fixed_ip
  }
  for (const field of ['name', 'note'] as const) {
    if (body[field] === undefined) continue
    if (typeof body[field] !== 'string') return legacyError(400, 'api.err.InvalidPayload')
    if (body[field] === '') delete user[field]
    else user[field] = body[field]
  }
  if (typeof body.usergroup_id === 'string') user.usergroup_id = body.usergroup_id
  return ok([renderUser(site, user)])
}

export function createUsers(ctx: SiteContext, body: Record<string, any>): SimResponse {
  const objects = body.objects
  if (!Array.isArray(objects) || objects.length === 0)
    return legacyError(400, 'api.err.InvalidPayload')
  const results = []
  for (const object of objects) {
    const data = object?.data ?? {}
    const mac = String(data.mac ?? '').toLowerCase()
    if (!MAC.test(mac)) {
      results.push({ meta: { rc: 'error', msg: 'api.err.InvalidMac' }, data: [] })
      continue
    }
    if (ctx.site.users.some((u) => u.mac === mac)) {
      results.push({ meta: { rc: 'error', msg: 'api.err.MacUsed' }, data: [] })
      continue
    }
    const user = ensureUser(ctx, mac, {
      usergroup_id:
        typeof data.usergroup_id === 'string' ? data.usergroup_id : ctx.site.usergroupId,
      ...(typeof data.name === 'string' && data.name ? { name: data.name } : {}),
      ...(typeof data.note === 'string' && data.note ? { note: data.note } : {}),
      is_guest: data.is_guest === true,
    })
    results.push({ meta: { rc: 'ok' }, data: [renderUser(ctx.site, user)] })
  }
  // Each object gets its own {meta,data} inside the outer envelope ([3P]).
  return ok(results)
}
