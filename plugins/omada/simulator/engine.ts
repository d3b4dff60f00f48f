/** What route handlers share: sites, tokens, the clock and the resolved options. */
import type { Tokens } from './http/tokens.js'
import { evaluate, type LiveSite } from './model/live_view.js'
import type { SimDevice, SimSite } from './model/site_model.js'
import type { SiteStore } from './model/site_store.js'
import type { PortalAuthLogEntry } from './simulator_api.js'

export interface Engine {
  omadacId: string
  version: string
  store: SiteStore
  tokens: Tokens
  rebootMs: number
  operators: Array<{ name: string; password: string }>
  portalTimeUnit: 'milliseconds' | 'microseconds'
  /** Hotspot operator sessions: cookie value → CSRF token. */
  hotspotSessions: Map<string, string>
  portalAuths: PortalAuthLogEntry[]
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
  return { engine, site, now, live: evaluate(site, now) }
}

/** Rebooting (detailStatus 13), then disconnected until `rebootMs` is over. */
export function restartDevice(engine: Engine, device: SimDevice, now: number) {
  device.restart = { at: now, until: now + engine.rebootMs }
  device.forcedOffline = false
}
