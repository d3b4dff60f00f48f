/**
 * Everything an InControl2 client can reach: the token endpoint and the REST subset of vendors.md §7 (Peplink).
 * Anything else answers 404, so that a plugin's "unsupported" path is exercised.
 */
import type { Tokens } from '../http/tokens.js'
import {
  notFound,
  pending,
  success,
  unauthorized,
  icError,
  type SimRequest,
  type SimResponse,
} from '../http/responses.js'
import type { Engine } from '../engine.js'
import { groupView } from '../engine.js'
import { renderClients, renderDetail, renderDevice, isOnline } from '../views/device_view.js'

export function vendorRoute(engine: Engine, tokens: Tokens, request: SimRequest): SimResponse {
  const { method, path } = request
  if (path === '/api/oauth2/token')
    return method === 'POST' ? tokens.grant(request) : notFound('route')
  if (!path.startsWith('/rest/')) return notFound('route')
  if (!tokens.isValid(request)) return unauthorized()

  const parts = path.replace(/\/+$/, '').split('/').slice(2).map(decodeURIComponent)
  // parts: ["o", org?, "g"|"d", id?, "d", id?, action?]
  if (parts[0] !== 'o') return notFound('route')
  if (parts.length === 1)
    return method === 'GET'
      ? success(engine.store.orgs.map(({ id, name }) => ({ id, name })))
      : notFound('route')
  const org = engine.store.org(parts[1])
  if (!org) return notFound('organization')
  if (parts.length === 2)
    return method === 'GET' ? success({ id: org.id, name: org.name }) : notFound('route')

  if (parts[2] === 'g') {
    if (parts.length === 3)
      return method === 'GET' ? success(engine.store.groupsOf(org.id)) : notFound('route')
    const group = engine.store.group(org.id, Number(parts[3]))
    if (!group) return notFound('group')
    const view = groupView(engine, group)
    const rest = parts.slice(4)
    if (rest.length === 0 && method === 'GET')
      return success({ id: group.id, name: group.name, org_id: org.id })
    if (rest[0] === 'client' && rest.length === 1 && method === 'GET') {
      return engine.clientList ? success(renderClients(view)) : notFound('route')
    }
    if (rest[0] !== 'd') return notFound('route')
    if (rest.length === 1 || (rest.length === 2 && rest[1] === 'basic')) {
      return method === 'GET'
        ? success(group.devices.map((d) => renderDevice(view, d)))
        : notFound('route')
    }
    const device = group.devices.find((d) => String(d.id) === rest[1])
    if (!device) return notFound('device')
    if (rest.length === 2 && method === 'GET')
      return engine.faults.takePending() ? pending() : success(renderDetail(view, device))
    if (rest.length === 3 && rest[2] === 'reboot' && method === 'POST')
      return reboot(engine, device.id)
    return notFound('route')
  }

  if (parts[2] === 'd') {
    const groups = engine.store.groupsOf(org.id).map((g) => engine.store.group(org.id, g.id)!)
    if (parts.length === 3 || (parts.length === 4 && parts[3] === 'basic')) {
      if (method !== 'GET') return notFound('route')
      return success(
        groups.flatMap((group) =>
          group.devices.map((d) => renderDevice(groupView(engine, group), d))
        )
      )
    }
    const found = engine.store.findDevice(parts[3])
    if (!found || found.group.orgId !== org.id || String(found.device.id) !== parts[3])
      return notFound('device')
    if (parts.length === 4 && method === 'GET') {
      return engine.faults.takePending()
        ? pending()
        : success(renderDetail(groupView(engine, found.group), found.device))
    }
    if (parts.length === 5 && parts[4] === 'reboot' && method === 'POST')
      return reboot(engine, found.device.id)
  }
  return notFound('route')
}

/** [U] the answer to a reboot of an offline device: InControl's real one is unknown (vendors.md §8.6). */
function reboot(engine: Engine, deviceId: number): SimResponse {
  const found = engine.store.findDevice(String(deviceId))!
  if (!isOnline(groupView(engine, found.group), found.device))
    return icError(200, 'FAIL', 'Device is offline')
  const now = engine.now()
  const live = engine.store.live(deviceId)
  live.rebootUntil = now + engine.rebootMs
  live.bootAt = live.rebootUntil
  live.forcedOffline = false
  engine.reboots.push(deviceId)
  return success(null)
}
