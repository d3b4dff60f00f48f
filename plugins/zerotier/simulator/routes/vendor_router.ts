/**
 * Central v1 under `/api/v1` (vendors.md §5): token check, per-token rate limit, then the network and member routes.
 * A network the token may not see answers 403; an unknown one 404.
 */
import { json, type SimRequest, type SimResponse } from '#core/plugins/simulator_kit/sim_http'
import type { Engine } from '../engine.js'
import type { ZeroTierSimulatorFaults } from '../faults.js'
import { forbidden, notFound, rateLimited, unauthorized } from '../http/responses.js'
import { renderNetwork } from '../views/network_view.js'
import { listMembers, memberRoute } from './member_routes.js'

const BASE = '/api/v1'

export function vendorRoute(
  engine: Engine,
  faults: ZeroTierSimulatorFaults,
  request: SimRequest
): SimResponse {
  if (!request.path.startsWith(`${BASE}/`)) return notFound()
  const caller = faults.wrongCredentials ? undefined : engine.tokens.identify(request)
  if (!caller) return unauthorized()
  const wait = engine.limiter.take(caller.token)
  if (wait > 0) return rateLimited(wait)

  const parts = request.path
    .slice(BASE.length + 1)
    .replace(/\/+$/, '')
    .split('/')
    .map(decodeURIComponent)
  const now = engine.now()
  if (parts[0] === 'status' && parts.length === 1 && request.method === 'GET')
    return json(200, status(engine, now))
  if (parts[0] !== 'network') return notFound()

  if (parts.length === 1) {
    if (request.method !== 'GET') return { status: 405, body: { message: 'Method not allowed' } }
    const visible = engine.store.all().filter((n) => !caller.networks || caller.networks.has(n.id))
    return json(
      200,
      visible.map((n) => renderNetwork(n, engine.userId, now))
    )
  }

  const network = engine.store.get(parts[1])
  if (!network) return notFound('Network not found')
  if (caller.networks && !caller.networks.has(network.id)) return forbidden()
  if (parts.length === 2 && request.method === 'GET')
    return json(200, renderNetwork(network, engine.userId, now))
  if (parts[2] !== 'member' || parts.length > 4) return notFound()
  if (parts.length === 3)
    return request.method === 'GET'
      ? listMembers(engine, network)
      : { status: 405, body: { message: 'Method not allowed' } }
  return memberRoute(engine, network, request.method, parts[3], request.body)
}

/** `GET /status`: Central's own status with the token's user. */
function status(engine: Engine, now: number) {
  return {
    id: 'central',
    type: 'CentralStatus',
    clock: now,
    version: engine.version,
    apiVersion: '4',
    uptime: now - engine.startedAt,
    user: {
      id: engine.userId,
      type: 'User',
      displayName: 'Airdeck simulator',
      email: 'netops@example.com',
    },
    readOnlyMode: false,
    loginMethods: { local: true, google: false, oidc: false },
  }
}
