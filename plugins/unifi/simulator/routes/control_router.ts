/**
 * The UniFi simulator's own control routes under `/__sim/` (the kit serves faults and the request log): device
 * on/offline changes, virtual-network state, adding sites, and the captive-portal redirect.
 */
import type { Engine } from '../engine.js'
import type { UnifiSimulatorFaults } from '../faults.js'
import type { SimRequest, SimResponse } from '../http/responses.js'
import type { UnifiSimulator, UnifiSimulatorState } from '../simulator_api.js'
import { portalRedirect } from './portal_redirect.js'

export interface ControlDeps {
  engine: Engine
  faults: UnifiSimulatorFaults
  state: UnifiSimulatorState
  simulator: () => Pick<UnifiSimulator, 'addSite' | 'url' | 'flavour'>
}

const json = (status: number, body: unknown): SimResponse => ({ status, body })

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

/** Undefined for routes the kit answers itself. */
export async function controlRoute(
  deps: ControlDeps,
  request: SimRequest
): Promise<SimResponse | undefined> {
  const { faults, state, engine } = deps
  const sim = deps.simulator()
  const route = `${request.method} ${request.path.replace(/\/+$/, '')}`
  const body = request.body && typeof request.body === 'object' ? request.body : {}
  switch (route) {
    case 'GET /__sim/portal-redirect':
      return portalRedirect(engine, request.query)
    case 'POST /__sim/faults':
      for (const change of Array.isArray(body.deviceOnline)
        ? body.deviceOnline
        : body.deviceOnline
          ? [body.deviceOnline]
          : []) {
        faults.setDeviceOnline(String(change.site), String(change.mac), Boolean(change.online))
      }
      return undefined
    case 'GET /__sim/state': {
      const site = request.query.get('site')
      if (!site)
        return json(200, {
          url: sim.url,
          flavour: sim.flavour,
          siteCount: engine.store.count,
          memory: process.memoryUsage(),
        })
      if (!engine.store.has(site)) return json(404, { error: `unknown site ${site}` })
      return json(200, siteState(state, site))
    }
    case 'POST /__sim/sites':
      sim.addSite(body as any)
      return json(201, { name: body.name })
    default:
      return undefined
  }
}
