/**
 * Site list rows (`/api/self/sites`) and the health summary of `/api/stat/sites`.
 */
import type { Engine } from '../engine.js'
import { evaluateSite } from '../model/live_state.js'
import type { SimSite } from '../model/site_model.js'
import { onlineClients } from './client_view.js'

export interface SiteSummary {
  aps: number
  apsOnline: number
  switches: number
  switchesOnline: number
  gatewayOnline: boolean
  users: number
  guests: number
  wanIp: string
}

/** Summaries of sites nobody changed never change: computed once per site. */
const pristine = new WeakMap<Engine, Map<string, SiteSummary>>()

export function summarize(site: SimSite, now: number): SiteSummary {
  const live = evaluateSite(site, now)
  const clients = onlineClients(site, live, now)
  const online = (kind: string) =>
    site.devices.filter((d) => d.kind === kind && live.get(d.mac)!.state === 1).length
  return {
    aps: site.devices.filter((d) => d.kind === 'ap').length,
    apsOnline: online('ap'),
    switches: site.devices.filter((d) => d.kind === 'switch').length,
    switchesOnline: online('switch'),
    gatewayOnline: online('gateway') > 0,
    users: clients.filter((c) => !c.is_guest).length,
    guests: clients.filter((c) => c.is_guest).length,
    wanIp: site.networks.find((n) => n.purpose === 'wan')?.wan_ip ?? '',
  }
}

export function siteRow(engine: Engine, i: number) {
  const { seed } = engine.store.seedAt(i)
  const isDefault = seed.name === 'default'
  return {
    _id: engine.store.idAt(i),
    name: seed.name,
    desc: seed.desc,
    role: 'admin',
    attr_hidden_id: isDefault ? 'default' : undefined,
    attr_no_delete: isDefault ? true : undefined,
  }
}

function summaryOf(engine: Engine, name: string): SiteSummary {
  let cache = pristine.get(engine)
  if (!cache) pristine.set(engine, (cache = new Map()))
  if (engine.store.isPinned(name)) return summarize(engine.store.get(name)!, engine.now())
  let summary = cache.get(name)
  if (!summary) {
    summary = summarize(engine.store.get(name)!, engine.now())
    cache.set(name, summary)
  }
  return summary
}

export function siteStatRow(engine: Engine, i: number) {
  const row = siteRow(engine, i)
  const s = summaryOf(engine, row.name)
  const status = (up: number, all: number) =>
    all === 0 ? 'unknown' : up === all ? 'ok' : up === 0 ? 'error' : 'warning'
  return {
    ...row,
    health: [
      {
        subsystem: 'wlan',
        num_ap: s.aps,
        num_adopted: s.aps,
        num_disconnected: s.aps - s.apsOnline,
        num_user: s.users,
        num_guest: s.guests,
        status: status(s.apsOnline, s.aps),
      },
      {
        subsystem: 'lan',
        num_sw: s.switches,
        num_adopted: s.switches,
        num_disconnected: s.switches - s.switchesOnline,
        status: status(s.switchesOnline, s.switches),
      },
      {
        subsystem: 'wan',
        num_gw: 1,
        num_adopted: 1,
        status: s.gatewayOnline ? 'ok' : 'error',
        wan_ip: s.wanIp,
      },
      { subsystem: 'www', status: s.gatewayOnline ? 'ok' : 'error' },
    ],
  }
}
