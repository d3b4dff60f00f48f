/**
 * The Peplink InControl2 simulator: `startPeplinkSimulator(options)` starts an HTTP(S) server speaking the
 * InControl2 REST subset of vendors.md §4 (OAuth2 tokens, organisations, groups, devices, reboot). See README.md.
 */
import { STATUS_CODES } from 'node:http'
import { proxyErrorPage } from '#core/plugins/simulator_kit/sim_http'
import { startSimServer } from '#core/plugins/simulator_kit/sim_server'
import { groupView, type Engine } from './engine.js'
import { PeplinkSimulatorFaults } from './faults.js'
import { icError, unauthorized } from './http/responses.js'
import { Tokens } from './http/tokens.js'
import { SimStore } from './model/store.js'
import { controlRoute } from './routes/control_router.js'
import { vendorRoute } from './routes/vendor_router.js'
import type {
  PeplinkSimulator,
  PeplinkSimulatorOptions,
  PeplinkSimulatorState,
} from './simulator_api.js'
import { renderClients, renderDetail, renderDevice } from './views/device_view.js'

export type * from './simulator_api.js'

const DEFAULT_ORGANIZATIONS = [{ name: 'Airdeck Demo', groups: [{ name: 'Main venue' }] }]

/** An injected failure as InControl (401, 429) or the load balancer in front of it (5xx) answers it. */
function failure(status: number) {
  if (status === 401) return unauthorized()
  if (status === 429)
    return {
      ...icError(429, 'TOO_MANY_REQUESTS', 'Rate limit exceeded'),
      headers: { 'retry-after': '1' },
    }
  return proxyErrorPage(status, STATUS_CODES[status])
}

export async function startPeplinkSimulator(
  options: PeplinkSimulatorOptions
): Promise<PeplinkSimulator> {
  const now = options.clock ?? Date.now
  const seed = options.seed ?? 1
  const store = new SimStore(
    seed,
    now(),
    options.organizations ?? DEFAULT_ORGANIZATIONS,
    options.generatedGroups ?? 0
  )

  const deviceOrThrow = (key: string) => {
    const found = store.findDevice(key)
    if (!found) throw new Error(`unknown device ${key}`)
    return found
  }
  let tokens: Tokens
  const faults = new PeplinkSimulatorFaults({
    expireSessions: () => tokens.expireAll(),
    setDeviceOnline(key, online) {
      const live = store.live(deviceOrThrow(key).device.id)
      live.forcedOffline = !online
      if (online) live.rebootUntil = 0
    },
    setFailover(key, on) {
      const { device } = deviceOrThrow(key)
      if (!device.product.wans.length) throw new Error(`device ${key} has no WAN links`)
      store.live(device.id).failover = on
    },
  })
  tokens = new Tokens(options, faults, options.tokenTtlSeconds ?? 172_799, now)
  const engine: Engine = {
    store,
    faults,
    rebootMs: (options.rebootSeconds ?? 5) * 1000,
    clientList: options.clientList ?? true,
    reboots: [],
    now,
  }

  const groupOrThrow = (orgId: string, groupId: number) => {
    const group = store.group(orgId, groupId)
    if (!group) throw new Error(`unknown group ${orgId}/${groupId}`)
    return group
  }
  const state: PeplinkSimulatorState = {
    organizations: () => store.orgs.map(({ id, name }) => ({ id, name })),
    groups: (orgId) => store.groupsOf(orgId),
    devices(orgId, groupId) {
      const group = groupOrThrow(orgId, groupId)
      return group.devices.map((d) => renderDevice(groupView(engine, group), d))
    },
    deviceDetail(deviceId) {
      const found = store.findDevice(String(deviceId))
      return found ? renderDetail(groupView(engine, found.group), found.device) : null
    },
    clients: (orgId, groupId) => renderClients(groupView(engine, groupOrThrow(orgId, groupId))),
    reboots: () => [...engine.reboots],
  }

  let simulator: PeplinkSimulator
  const server = await startSimServer({
    name: 'peplink',
    tls: options.tls ?? true,
    host: options.host,
    port: options.port,
    faults,
    vendor: (request) => vendorRoute(engine, tokens, request),
    control: (request) => controlRoute(engine, state, () => simulator, request),
    failure,
    rateLimited: (seconds) => ({
      ...icError(429, 'TOO_MANY_REQUESTS', 'Rate limit exceeded'),
      headers: { 'retry-after': String(seconds) },
    }),
  })

  simulator = {
    url: server.url,
    port: server.port,
    faults,
    state,
    requests: server.requests,
    clearRequests: server.clearRequests,
    addGroup: (orgId, groupSeed) => store.addGroup(orgId, groupSeed),
    stop: server.stop,
  }
  return simulator
}
