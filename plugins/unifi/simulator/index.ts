/**
 * The UniFi Network simulator: `startUnifiSimulator(options)` starts an HTTP(S) server speaking the legacy API
 * (classic or UniFi OS flavour) and, with an API key, the Integration API. See README.md.
 */
import { STATUS_CODES } from 'node:http'
import { proxyErrorPage } from '#core/plugins/simulator_kit/sim_http'
import { startSimServer } from '#core/plugins/simulator_kit/sim_server'
import { siteContext, type Engine } from './engine.js'
import { UnifiSimulatorFaults } from './faults.js'
import { legacyError, osError } from './http/responses.js'
import { Sessions } from './http/sessions.js'
import { SiteStore } from './model/site_store.js'
import { controlRoute } from './routes/control_router.js'
import { vendorRoute } from './routes/vendor_router.js'
import type {
  StartUnifiSimulator,
  UnifiSimulator,
  UnifiSimulatorState,
  UnifiSiteSeed,
} from './simulator_api.js'
import { onlineClients, renderUser } from './views/client_view.js'
import { renderDevices } from './views/device_view.js'

export type * from './simulator_api.js'

const throttled = () => osError(429, 'AUTHENTICATION_FAILED_LIMIT_REACHED', 'Too many requests')

/** An injected failure as the controller (401, 429) or the nginx in front of it (5xx) answers it. */
function failure(status: number) {
  if (status === 401) return legacyError(401, 'api.err.LoginRequired')
  if (status === 429) return throttled()
  return proxyErrorPage(status, STATUS_CODES[status])
}

export const startUnifiSimulator: StartUnifiSimulator = async (options) => {
  const tls = options.tls ?? true
  const explicit: UnifiSiteSeed[] =
    options.sites ?? (options.generatedSites ? [] : [{ name: 'default', desc: 'Default' }])
  const clock = options.clock ?? Date.now
  const store = new SiteStore(
    options.flavour,
    options.randomSeed ?? 1,
    clock(),
    explicit,
    options.generatedSites ?? 0
  )
  const engine: Engine = {
    flavour: options.flavour,
    store,
    rebootMs: (options.rebootSeconds ?? 5) * 1000,
    version: options.version ?? '9.0.114',
    apiKey: options.flavour === 'unifi-os' ? options.apiKey : undefined,
    username: options.username,
    now: clock,
  }

  const siteOrThrow = (name: string, pin = false) => {
    const site = pin ? store.pin(name) : store.get(name)
    if (!site) throw new Error(`Unknown site "${name}"`)
    return site
  }

  let sessions: Sessions
  const faults = new UnifiSimulatorFaults({
    expireSessions: () => sessions.expireAll(),
    setDeviceOnline(siteName, mac, online) {
      const site = siteOrThrow(siteName, true)
      const device = site.devices.find((d) => d.mac === mac.toLowerCase())
      if (!device) throw new Error(`Unknown device ${mac} in site "${siteName}"`)
      if (online && device.forcedOffline) device.linkSince = engine.now()
      device.forcedOffline = !online
    },
  })
  sessions = new Sessions(options.flavour, options, faults, tls, clock)

  const state: UnifiSimulatorState = {
    siteNames: () => store.names(),
    devices(name) {
      const ctx = siteContext(engine, siteOrThrow(name))
      return renderDevices(ctx.site, ctx.live, ctx.now)
    },
    clients(name) {
      const ctx = siteContext(engine, siteOrThrow(name))
      return onlineClients(ctx.site, ctx.live, ctx.now)
    },
    knownUsers: (name) => siteOrThrow(name).users.map((u) => renderUser(siteOrThrow(name), u)),
    wlans: (name) => siteOrThrow(name).wlans.map((w) => structuredClone(w)),
    guestAuthorizations(name) {
      const now = engine.now()
      const active = new Map<string, number>()
      for (const [mac, auth] of siteOrThrow(name).guestAuthorizations)
        if (auth.end > now) active.set(mac, auth.end)
      return active
    },
  }

  let simulator: UnifiSimulator
  const server = await startSimServer({
    name: 'unifi',
    tls,
    host: options.host,
    port: options.port,
    faults,
    vendor: (request) => vendorRoute(engine, sessions, request),
    control: (request) =>
      controlRoute({ engine, faults, state, simulator: () => simulator }, request),
    failure,
    rateLimited: (seconds) => ({ ...throttled(), headers: { 'retry-after': String(seconds) } }),
  })

  simulator = {
    url: server.url,
    port: server.port,
    flavour: options.flavour,
    faults,
    state,
    requests: server.requests,
    clearRequests: server.clearRequests,
    addSite: (seed) => store.add(seed),
    stop: server.stop,
  }
  return simulator
}
