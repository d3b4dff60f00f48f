/**
 * The Omada simulator's own control routes under `/__sim/` (the kit serves faults and the request log): site state
 * and the controller's part of the external-portal flow, the 302 to the portal (vendors.md §6.2).
 */
import { siteContext, type Engine } from '../engine.js'
import type { SimRequest, SimResponse } from '../http/responses.js'
import { clientOnline } from '../model/live_view.js'
import { canonicalMac } from '../model/random.js'
import type { OmadaSimulatorState } from '../simulator_api.js'

const json = (status: number, body: unknown): SimResponse => ({ status, body })

/** `GET /__sim/portal-redirect?site=<id|name>&clientMac=…&portal=<url>[&redirectUrl=…][&clientIp=1]`. */
function portalRedirect(engine: Engine, query: URLSearchParams): SimResponse {
  const entry = engine.store
    .list()
    .find((s) => s.id === query.get('site') || s.name === query.get('site'))
  const site = entry ? engine.store.get(entry.id) : undefined
  const mac = canonicalMac(query.get('clientMac'))
  const portal = query.get('portal') ?? ''
  if (!site || !mac || !/^https?:\/\//.test(portal))
    return json(400, { error: 'site, clientMac and portal (http[s] URL) are required' })
  const ctx = siteContext(engine, site)
  const client = site.clients.find((c) => c.mac === mac && clientOnline(c, ctx.live))
  const ssid = site.wlanGroups.flatMap((g) => g.ssids).find((s) => s.ssidId === client?.ssidId)
  const params = new URLSearchParams()
  params.set('clientMac', mac)
  if (client?.wired) {
    params.set('gatewayMac', site.devices.find((d) => d.type === 'gateway')?.mac ?? '')
    params.set('vid', '1')
  } else {
    params.set('apMac', client?.deviceMac ?? site.devices.find((d) => d.type === 'ap')?.mac ?? '')
    params.set(
      'ssidName',
      ssid?.name ?? site.wlanGroups[0]?.ssids.find((s) => s.guestNetEnable)?.name ?? ''
    )
    params.set('radioId', String(client?.radioId ?? 1))
  }
  params.set('t', String(ctx.now * 1000))
  params.set('site', site.name)
  params.set(
    'redirectUrl',
    query.get('redirectUrl') ?? 'http://connectivitycheck.gstatic.com/generate_204'
  )
  if (query.get('clientIp') && client) params.set('clientIp', client.ip)
  return {
    status: 302,
    headers: { location: `${portal}${portal.includes('?') ? '&' : '?'}${params}` },
    body: '',
  }
}

export function controlRoute(
  engine: Engine,
  state: OmadaSimulatorState,
  request: SimRequest
): SimResponse | undefined {
  const route = `${request.method} ${request.path.replace(/\/+$/, '')}`
  switch (route) {
    case 'GET /__sim/portal-redirect':
      return portalRedirect(engine, request.query)
    case 'GET /__sim/state': {
      const siteId = request.query.get('site')
      if (!siteId)
        return json(200, {
          omadacId: engine.omadacId,
          sites: engine.store.list(),
          portalAuths: engine.portalAuths,
        })
      if (!engine.store.get(siteId)) return json(404, { error: `unknown site ${siteId}` })
      return json(200, {
        devices: state.devices(siteId),
        clients: state.clients(siteId),
        authorizations: Object.fromEntries(state.authorizations(siteId)),
      })
    }
    default:
      return undefined
  }
}
