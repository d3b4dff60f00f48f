/**
 * The Peplink simulator's own control routes under `/__sim/` (the kit serves faults and the request log; the
 * Peplink fault keys are applied by PeplinkSimulatorFaults.apply).
 */
import type { SimRequest, SimResponse } from '../http/responses.js'
import type { Engine } from '../engine.js'
import type { PeplinkSimulator, PeplinkSimulatorState } from '../simulator_api.js'

const json = (status: number, body: unknown): SimResponse => ({ status, body })

/** Undefined for routes the kit answers itself. */
export function controlRoute(
  engine: Engine,
  state: PeplinkSimulatorState,
  simulator: () => Pick<PeplinkSimulator, 'addGroup' | 'url'>,
  request: SimRequest
): SimResponse | undefined {
  const route = `${request.method} ${request.path.replace(/\/+$/, '')}`
  const body = request.body && typeof request.body === 'object' ? request.body : {}
  switch (route) {
    case 'GET /__sim/state': {
      const org = request.query.get('org')
      const group = request.query.get('group')
      if (!org) {
        return json(200, {
          url: simulator().url,
          organizations: state
            .organizations()
            .map((o) => ({ ...o, groupCount: engine.store.groupsOf(o.id).length })),
          reboots: state.reboots(),
          memory: process.memoryUsage(),
        })
      }
      if (!group) return json(200, { org, groups: state.groups(org) })
      return json(200, {
        org,
        group: Number(group),
        devices: state.devices(org, Number(group)),
        clients: state.clients(org, Number(group)),
      })
    }
    case 'GET /__sim/device': {
      const found = engine.store.findDevice(request.query.get('device') ?? '')
      return found
        ? json(200, state.deviceDetail(found.device.id))
        : json(404, { error: 'unknown device' })
    }
    case 'POST /__sim/groups': {
      const id = simulator().addGroup(String(body.org), body as any)
      return json(201, { id })
    }
    default:
      return undefined
  }
}
