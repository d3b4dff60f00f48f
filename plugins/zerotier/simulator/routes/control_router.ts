/**
 * The simulator's own routes under `/__sim/` (not Central): state for assertions, adding networks, and nodes
 * joining a network (pending members for the authorize flow).
 */
import { json, type SimRequest, type SimResponse } from '#core/plugins/simulator_kit/sim_http'
import type { ZeroTierSimulator } from '../simulator_api.js'

export function controlRoute(
  simulator: () => ZeroTierSimulator,
  request: SimRequest
): SimResponse | undefined {
  const sim = simulator()
  const body = request.body && typeof request.body === 'object' ? request.body : {}
  const parts = request.path.replace(/\/+$/, '').split('/').slice(2)

  if (request.method === 'GET' && parts[0] === 'state') {
    const network = request.query.get('network')
    if (network)
      return json(200, { network: sim.state.network(network), members: sim.state.members(network) })
    return json(200, { networks: sim.state.networkIds().map((id) => sim.state.network(id)) })
  }
  if (request.method === 'POST' && parts[0] === 'networks' && parts.length === 1) {
    return json(201, { id: sim.addNetwork(body) })
  }
  if (
    request.method === 'POST' &&
    parts[0] === 'networks' &&
    parts[2] === 'join' &&
    parts.length === 3
  ) {
    return json(201, sim.join(parts[1], body))
  }
  return undefined
}
