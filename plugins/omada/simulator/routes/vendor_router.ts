/**
 * Everything an Omada client can reach: `/api/info`, the token endpoint, the Open API under
 * `/openapi/v1/{omadacId}` (token checked first) and the external-portal API.
 */
import { siteContext, type Engine } from '../engine.js'
import { fail, grid, ok, type SimRequest, type SimResponse } from '../http/responses.js'
import { deviceRoutes } from './device_routes.js'
import { externalPortalRoute } from './hotspot_routes.js'
import { hotspotRoutes } from './hotspot_routes.js'
import { networkRoutes } from './network_routes.js'
import { findRoute } from './route_table.js'
import { wlanRoutes } from './wlan_routes.js'

const SITE_ROUTES = [...deviceRoutes, ...networkRoutes, ...wlanRoutes, ...hotspotRoutes]
const notFound = (path: string): SimResponse => ({
  status: 404,
  body: { timestamp: new Date().toISOString(), status: 404, error: 'Not Found', path },
})

export function vendorRoute(engine: Engine, request: SimRequest): SimResponse {
  const { method, path } = request
  if (method === 'GET' && path === '/api/info') {
    return ok({
      omadacId: engine.omadacId,
      controllerVer: engine.version,
      apiVer: '3',
      configured: true,
      type: 1,
    })
  }
  if (method === 'POST' && path === '/openapi/authorize/token') return engine.tokens.grant(request)
  const portal = externalPortalRoute(engine, request)
  if (portal) return portal

  const open = /^\/openapi\/v1\/([^/]+)(\/.*)$/.exec(path)
  if (!open) return notFound(path)
  const refused = engine.tokens.check(request)
  if (refused) return refused
  if (open[1] !== engine.omadacId) return fail(-7131, 'The controller ID does not exist.')
  const rest = open[2]

  if (method === 'GET' && rest === '/sites') {
    const sites = engine.store.list()
    return grid(
      request,
      sites.map((s, i) => ({
        siteId: s.id,
        name: s.name,
        region: 'Netherlands',
        timeZone: 'Europe/Amsterdam',
        scenario: 'Restaurant',
        type: 0,
        primary: i === 0,
      }))
    )
  }
  const scoped = /^\/sites\/([^/]+)(\/.*)$/.exec(rest)
  if (!scoped) return fail(-1600, 'Unsupported request path.')
  const site = engine.store.get(decodeURIComponent(scoped[1]))
  if (!site) return fail(-33000, 'This site does not exist.')
  const found = findRoute(SITE_ROUTES, method, scoped[2])
  if (!found) return fail(-1600, 'Unsupported request path.')
  return found.handler(siteContext(engine, site), request, found.params)
}
