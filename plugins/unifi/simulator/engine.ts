/**
 * What route handlers share: the sites, the clock and the resolved options.
 */
import { evaluateSite, type LiveSite } from './model/live_state.js'
import type { SimSite } from './model/site_model.js'
import type { SiteStore } from './model/site_store.js'
import type { UnifiFlavour } from './simulator_api.js'

export interface Engine {
  flavour: UnifiFlavour
  store: SiteStore
  rebootMs: number
  version: string
  apiKey?: string
  username: string
  now(): number
}

export interface SiteContext {
  engine: Engine
  site: SimSite
  now: number
  live: LiveSite
}

export function siteContext(engine: Engine, site: SimSite): SiteContext {
  const now = engine.now()
  return { engine, site, now, live: evaluateSite(site, now) }
}

/** Starts a restart window on a device: provisioning, offline for `rebootMs`, then connected again. */
export function restartDevice(engine: Engine, device: SimSite['devices'][number], now: number) {
  device.restart = { at: now, until: now + engine.rebootMs }
  device.forcedOffline = false
}

/** Installs the offered firmware: the new version is reported at once, the device restarts in state "upgrading". */
export function upgradeDevice(engine: Engine, device: SimSite['devices'][number], now: number) {
  device.version = device.upgradeTo ?? device.version
  device.upgradeTo = null
  restartDevice(engine, device, now)
  device.restart!.upgrade = true
}
