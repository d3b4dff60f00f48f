/**
 * The simulator's own control surface under `/__sim/` (not part of UniFi): lets tests and benchmarks in other
 * processes inject faults, read state and the request log, add sites, and get the captive-portal redirect.
 */
import type { Engine } from '../engine.js'
import type { SimulatorFaults } from '../faults.js'
import type { SimRequest, SimResponse } from '../http/responses.js'
import type { UnifiSimulator, UnifiSimulatorState } from '../simulator_api.js'
import { portalRedirect } from './portal_redirect.js'

export interface ControlDeps {
  engine: Engine
  faults: SimulatorFaults
  state: UnifiSimulatorState
  simulator: () => Pick<UnifiSimulator, 'requests' | 'clearRequests' | 'addSite' | 'url' | 'flavour'>
}

const json = (status: number, body: unknown): SimResponse => ({ status, body })

function applyFaults(faults: SimulatorFaults, body: Record<string, any>) {
  if (body.reset) faults.reset()
  if (typeof body.latencyMs === 'number') faults.latencyMs = Math.max(0, body.latencyMs)
  if (typeof body.wrongCredentials === 'boolean') faults.wrongCredentials = body.wrongCredentials
  if (body.failNext !== undefined) {
    const spec = typeof body.failNext === 'number' ? { count: body.failNext } : body.failNext
    faults.failNext(Number(spec.count ?? 1), spec.status === undefined ? undefined : Number(spec.status))
  }
  if (body.hangNext !== undefined) faults.hangNext(Number(body.hangNext))
  if (body.garbageNext !== undefined) faults.garbageNext(Number(body.garbageNext))
  if (body.throttleNextLogins !== undefined) faults.throttleNextLogins(Number(body.throttleNextLogins))
  if (body.expireSessions) faults.expireSessions()
  for (const change of Array.isArray(body.deviceOnline) ? body.deviceOnline : body.deviceOnline ? [body.deviceOnline] : []) {
    faults.setDeviceOnline(String(change.site), String(change.mac), Boolean(change.online))
  }
}

function siteState(state: UnifiSimulatorState, site: string) {
  return {
    site,
    devices: state.devices(site),
    clients: state.clients(site),
    knownUsers: state.knownUsers(site),
    wlans: state.wlans(site),
    guestAuthorizations: Object.fromEntries(state.guestAuthorizations(site)),
  }
}

export async function controlRoute(deps: ControlDeps, request: SimRequest): Promise<SimResponse> {
  const { faults, state, engine } = deps
  const sim = deps.simulator()
  const route = `${request.method} ${request.path.replace(/\/+$/, '')}`
  const body = request.body && typeof request.body === 'object' ? request.body : {}
  try {
    switch (route) {
      case 'GET /__sim/portal-redirect':
        return portalRedirect(engine, request.query)
      case 'GET /__sim/faults':
        return json(200, faults.snapshot())
      case 'POST /__sim/faults':
        applyFaults(faults, body)
        return json(200, faults.snapshot())
      case 'GET /__sim/state': {
        const site = request.query.get('site')
        if (!site) return json(200, { url: sim.url, flavour: sim.flavour, siteCount: engine.store.count, memory: process.memoryUsage() })
        if (!engine.store.has(site)) return json(404, { error: `unknown site ${site}` })
        return json(200, siteState(state, site))
      }
      case 'GET /__sim/requests': {
        const limit = Number(request.query.get('limit') ?? 1000)
        return json(200, sim.requests.slice(-limit))
      }
      case 'DELETE /__sim/requests':
        sim.clearRequests()
        return json(200, { cleared: true })
      case 'POST /__sim/sites':
        sim.addSite(body as any)
        return json(201, { name: body.name })
      default:
        return json(404, { error: 'unknown control route' })
    }
  } catch (error) {
    return json(400, { error: (error as Error).message })
  }
}
