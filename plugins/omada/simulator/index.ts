/**
 * The TP-Link Omada simulator: `startOmadaSimulator(options)` starts an HTTP(S) server speaking the Open API
 * (client-credentials tokens, envelopes, grids) and the external-portal API. See README.md.
 */
import { startSimServer } from '#core/plugins/simulator_kit/sim_server'
import { objectId } from './model/random.js'
import { siteContext, type Engine } from './engine.js'
import { OmadaSimulatorFaults } from './faults.js'
import { Tokens } from './http/tokens.js'
import { clientOnline, renderClient, renderDevice } from './model/live_view.js'
import { canonicalMac } from './model/random.js'
import { SiteStore } from './model/site_store.js'
import { controlRoute } from './routes/control_routes.js'
import { vendorRoute } from './routes/vendor_router.js'
import type { OmadaSimulator, OmadaSimulatorOptions, OmadaSimulatorState } from './simulator_api.js'

export type * from './simulator_api.js'

export async function startOmadaSimulator(options: OmadaSimulatorOptions): Promise<OmadaSimulator> {
  const now = options.clock ?? Date.now
  const seed = options.seed ?? 1
  const omadacId =
    options.omadacId ?? objectId(seed, 'controller') + objectId(seed, 'controller-2').slice(0, 8)
  const explicit = options.sites ?? (options.generatedSites ? [] : [{ name: 'Default' }])
  const store = new SiteStore(seed, now(), explicit, options.generatedSites ?? 0)

  let tokens: Tokens
  const siteOrThrow = (siteId: string) => {
    const site = store.get(siteId)
    if (!site) throw new Error(`Unknown site ${siteId}`)
    return site
  }
  const faults = new OmadaSimulatorFaults({
    expireSessions: () => tokens.expireAll(),
    invalidateTokens: () => tokens.invalidateAll(),
    expireRefreshTokens: () => tokens.spendRefreshTokens(),
    setDeviceOnline(siteId, mac, online) {
      const device = siteOrThrow(siteId).devices.find((d) => d.mac === canonicalMac(mac))
      if (!device) throw new Error(`Unknown device ${mac} in site ${siteId}`)
      device.forcedOffline = !online
    },
  })
  tokens = new Tokens(
    {
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      omadacId,
      ttlSeconds: options.tokenTtlSeconds ?? 7200,
      now,
    },
    faults
  )

  const engine: Engine = {
    omadacId,
    version: options.controllerVersion ?? '5.15.24.18',
    store,
    tokens,
    rebootMs: (options.rebootSeconds ?? 5) * 1000,
    operators: options.hotspotOperators ?? [{ name: 'operator', password: 'operator' }],
    portalTimeUnit: options.portalTimeUnit ?? 'milliseconds',
    hotspotSessions: new Map(),
    portalAuths: [],
    now,
  }

  const state: OmadaSimulatorState = {
    siteIds: () => store.ids(),
    siteIdByName: (name) => store.list().find((s) => s.name === name)?.id,
    devices(siteId) {
      const ctx = siteContext(engine, siteOrThrow(siteId))
      return ctx.site.devices.map((d) => renderDevice(ctx.site, d, ctx.live, ctx.now))
    },
    clients(siteId) {
      const ctx = siteContext(engine, siteOrThrow(siteId))
      return ctx.site.clients
        .filter((c) => clientOnline(c, ctx.live))
        .map((c) => renderClient(ctx.site, c, ctx.now))
    },
    authorizations(siteId) {
      const active = new Map<string, number>()
      for (const [mac, auth] of siteOrThrow(siteId).authorizations)
        if (auth.end > engine.now()) active.set(mac, auth.end)
      return active
    },
    portalAuths: engine.portalAuths,
  }

  const server = await startSimServer({
    name: 'omada',
    tls: options.tls ?? true,
    host: options.host,
    port: options.port,
    faults,
    vendor: (request) => vendorRoute(engine, request),
    control: (request) => controlRoute(engine, state, request),
  })

  return {
    url: server.url,
    port: server.port,
    omadacId,
    faults,
    state,
    requests: server.requests,
    clearRequests: server.clearRequests,
    stop: server.stop,
  }
}
