/**
 * Guest authorization: the Open API's `hotspot/clients/{mac}/auth|unauth` (no duration: the portal's 8 h apply)
 * and the external-portal API of vendors.md §6.2 (hotspot operator login, `Csrf-Token` + session cookie, `time`).
 */
import { randomBytes } from 'node:crypto'
import { header } from '#core/plugins/simulator_kit/sim_http'
import { siteContext, type Engine, type SiteContext } from '../engine.js'
import { fail, grid, ok, type SimRequest, type SimResponse } from '../http/responses.js'
import { clientOnline } from '../model/live_view.js'
import { canonicalMac, objectId } from '../model/random.js'
import { bodyOf, route, type SiteRoute } from './route_table.js'

const PORTAL_DURATION_MS = 8 * 3600_000
export const SESSION_COOKIE = 'TPOMADA_SESSIONID'

function authorize(ctx: SiteContext, mac: string, durationMs: number, authType: number) {
  const existing = ctx.site.authorizations.get(mac)
  ctx.site.authorizations.set(mac, {
    id: existing?.id ?? objectId(ctx.site.siteId, 'auth', mac, ctx.now),
    mac,
    start: ctx.now,
    end: ctx.now + durationMs,
    authType,
  })
}

export const hotspotRoutes: SiteRoute[] = [
  route('POST /hotspot/clients/:mac/auth', (ctx, _request, params) => {
    const mac = canonicalMac(params.mac)
    const client = ctx.site.clients.find((c) => c.mac === mac)
    if (!client || !clientOnline(client, ctx.live))
      return fail(-41010, 'This client does not exist.')
    authorize(ctx, client.mac, PORTAL_DURATION_MS, 4)
    return ok()
  }),

  route('POST /hotspot/clients/:mac/unauth', (ctx, _request, params) => {
    const mac = canonicalMac(params.mac)
    if (!mac || !ctx.site.clients.some((c) => c.mac === mac))
      return fail(-41010, 'This client does not exist.')
    ctx.site.authorizations.delete(mac)
    return ok()
  }),

  route('GET /hotspot/authed-records', (ctx, request) =>
    grid(
      request,
      [...ctx.site.authorizations.values()].map((a) => ({
        id: a.id,
        mac: a.mac,
        authType: a.authType,
        start: a.start,
        end: a.end,
        duration: Math.floor((a.end - a.start) / 1000),
        valid: a.end > ctx.now,
        wireless: true,
      }))
    )
  ),
]

/** `POST /{controllerId}/api/v2/hotspot/login` and `…/extPortal/auth`; undefined for other paths. */
export function externalPortalRoute(engine: Engine, request: SimRequest): SimResponse | undefined {
  const match = /^\/([^/]+)\/api\/v2\/hotspot\/(login|extPortal\/auth)$/.exec(request.path)
  if (!match || request.method !== 'POST') return undefined
  if (match[1] !== engine.omadacId) return fail(-7131, 'The controller ID does not exist.')
  const body = bodyOf(request)
  if (match[2] === 'login') {
    const operator = engine.operators.find(
      (o) => o.name === body.name && o.password === body.password
    )
    if (!operator) return fail(-42006, 'Failed to log in.')
    const session = randomBytes(16).toString('hex')
    const csrf = randomBytes(12).toString('hex')
    engine.hotspotSessions.set(session, csrf)
    return {
      ...ok({ token: csrf }),
      headers: { 'set-cookie': `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; Secure` },
    }
  }
  const csrf = engine.hotspotSessions.get(request.cookies[SESSION_COOKIE] ?? '')
  if (!csrf || header(request, 'csrf-token') !== csrf)
    return fail(-1200, 'You are logged out of the controller.')
  engine.portalAuths.push({ at: engine.now(), body: structuredClone(body) })
  const siteId = engine.store.list().find((s) => s.name === body.site || s.id === body.site)?.id
  const site = siteId ? engine.store.get(siteId) : undefined
  if (!site) return fail(-33000, 'This site does not exist.')
  const byAp =
    typeof body.apMac === 'string' &&
    typeof body.ssidName === 'string' &&
    body.radioId !== undefined
  const byGateway = typeof body.gatewayMac === 'string' && body.vid !== undefined
  const time = Number(body.time)
  if (!(byAp || byGateway) || body.authType !== 4 || !Number.isFinite(time) || time <= 0)
    return fail(-1001, 'Invalid request parameters.')
  const ctx = siteContext(engine, site)
  const mac = canonicalMac(body.clientMac)
  const client = site.clients.find((c) => c.mac === mac)
  if (!client || !clientOnline(client, ctx.live))
    return fail(-41009, 'Failed to authorize this client.')
  authorize(ctx, client.mac, engine.portalTimeUnit === 'microseconds' ? time / 1000 : time, 4)
  return ok()
}
