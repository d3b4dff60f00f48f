/**
 * The ZeroTier Central simulator: `startZeroTierSimulator(options)` starts an HTTP(S) server speaking Central's v1 API
 * under `/api/v1`. See README.md.
 */
import { STATUS_CODES } from 'node:http'
import { proxyErrorPage } from '#core/plugins/simulator_kit/sim_http'
import { startSimServer } from '#core/plugins/simulator_kit/sim_server'
import type { Engine } from './engine.js'
import { ZeroTierSimulatorFaults } from './faults.js'
import { RateLimiter, TokenRegistry } from './http/auth.js'
import { centralError, rateLimited } from './http/responses.js'
import type { SimNetwork } from './model/network_model.js'
import { NetworkStore } from './model/network_store.js'
import { randomFor, uuid } from './model/random.js'
import { controlRoute } from './routes/control_router.js'
import { vendorRoute } from './routes/vendor_router.js'
import type {
  ZeroTierNetworkSeed,
  ZeroTierSimulator,
  ZeroTierSimulatorOptions,
  ZeroTierSimulatorState,
} from './simulator_api.js'
import { renderMember } from './views/member_view.js'
import { renderNetwork } from './views/network_view.js'

export type * from './simulator_api.js'

const HOUR_MS = 60 * 60 * 1000

/** Injected 401/403/404 as Central answers them; 5xx as the proxy in front of it. */
function failure(status: number) {
  if (status >= 400 && status < 500) return centralError(status, STATUS_CODES[status] ?? 'Error')
  return proxyErrorPage(status, STATUS_CODES[status])
}

export async function startZeroTierSimulator(
  options: ZeroTierSimulatorOptions
): Promise<ZeroTierSimulator> {
  const now = options.clock ?? Date.now
  const randomSeed = options.randomSeed ?? 1
  const store = new NetworkStore(randomSeed, now)
  const seeds: ZeroTierNetworkSeed[] =
    options.networks ?? (options.generatedNetworks ? [] : [{ name: 'Venue' }])
  for (const seed of seeds) store.add(seed)
  const bulk =
    options.generatedMembers === undefined
      ? {}
      : { members: Math.max(1, options.generatedMembers - 2), offline: 1, pending: 1 }
  for (let i = 1; i <= (options.generatedNetworks ?? 0); i++)
    store.add({ name: `Venue ${i}`, ...bulk })

  const networkOrThrow = (idOrName: string): SimNetwork => {
    const network = store.get(idOrName) ?? store.byName(idOrName)
    if (!network) throw new Error(`Unknown network "${idOrName}"`)
    return network
  }
  const limited = new Map(
    Object.entries(options.limitedTokens ?? {}).map(([token, networks]) => [
      token,
      new Set(networks.map((n) => networkOrThrow(n).id)),
    ])
  )
  const tokens = new TokenRegistry(options.token, limited)
  const engine: Engine = {
    store,
    tokens,
    limiter: new RateLimiter(options.rateLimitPerSecond ?? 100, now),
    version: options.version ?? '1.0.0',
    startedAt: now(),
    userId: uuid(randomFor(randomSeed, -3)),
    now,
  }

  const faults = new ZeroTierSimulatorFaults({
    expireSessions: () => tokens.revokeAll(),
    restoreTokens: () => tokens.restore(),
    setMemberOnline(networkId, nodeId, online, offlineForMs = HOUR_MS) {
      const member = networkOrThrow(networkId).members.get(nodeId.toLowerCase())
      if (!member) throw new Error(`Unknown member ${nodeId} in network "${networkId}"`)
      member.online = online
      if (!online) member.offlineSince = now() - offlineForMs
    },
  })

  const state: ZeroTierSimulatorState = {
    networkIds: () => store.all().map((n) => n.id),
    networkIdByName: (name) => store.byName(name)?.id,
    network: (id) => renderNetwork(networkOrThrow(id), engine.userId, now()),
    members: (id) => {
      const network = networkOrThrow(id)
      return [...network.members.values()].map((m) =>
        renderMember(network, m, store.controllerId, now())
      )
    },
  }

  let simulator: ZeroTierSimulator
  const server = await startSimServer({
    name: 'zerotier',
    tls: options.tls ?? true,
    host: options.host,
    port: options.port,
    faults,
    vendor: (request) => vendorRoute(engine, faults, request),
    control: (request) => controlRoute(() => simulator, request),
    failure,
    rateLimited,
  })

  simulator = {
    url: server.url,
    port: server.port,
    faults,
    state,
    requests: server.requests,
    clearRequests: server.clearRequests,
    addNetwork: (seed) => store.add(seed).id,
    join(networkId, request) {
      const network = networkOrThrow(networkId)
      return renderMember(network, store.join(network, request), store.controllerId, now())
    },
    stop: server.stop,
  }
  return simulator
}
