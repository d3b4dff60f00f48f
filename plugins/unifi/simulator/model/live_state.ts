/**
 * Evaluates a site at a given instant: each device's state (a restart in progress, forced offline, unpowered or
 * cut off by its uplink) and since when it is reachable. Rendering and commands both read this.
 */
import type { SimDevice, SimPort, SimSite } from './site_model.js'

export interface LiveDevice {
  device: SimDevice
  /** UniFi state code: 0 offline, 1 connected, 4 upgrading, 5 provisioning. */
  state: number
  /** ms: last boot (uptime base). */
  bootAt: number
  /** ms: since when the device and its whole uplink chain are up (clients reconnect after this). */
  reachableSince: number
}

export type LiveSite = Map<string, LiveDevice>

export function overrideFor(device: SimDevice, portIdx: number): Record<string, any> | undefined {
  return device.portOverrides.find((o) => Number(o.port_idx) === portIdx)
}

export function portconfIdOf(site: SimSite, device: SimDevice, portIdx: number): string {
  return overrideFor(device, portIdx)?.portconf_id ?? site.portconfs[0]._id
}

export function isPortDisabled(site: SimSite, device: SimDevice, portIdx: number): boolean {
  const profile = site.portconfs.find((p) => p._id === portconfIdOf(site, device, portIdx))
  return profile?.forward === 'disabled'
}

export function poeModeOf(site: SimSite, device: SimDevice, port: SimPort): string | undefined {
  if (!port.poeCapable) return undefined
  const override = overrideFor(device, port.idx)?.poe_mode
  if (override) return override
  const profile = site.portconfs.find((p) => p._id === portconfIdOf(site, device, port.idx))
  return profile?.forward === 'disabled' ? 'off' : 'auto'
}

/** Whether the uplink port of `device` carries link (and power, for a PoE-powered AP). */
export function uplinkCarries(
  site: SimSite,
  parent: SimDevice | undefined,
  device: SimDevice
): boolean {
  if (!parent || device.uplinkPort === null || device.uplinkType === 'wireless') return true
  if (isPortDisabled(site, parent, device.uplinkPort)) return false
  if (!device.poweredByPort) return true
  const port = parent.ports.find((p) => p.idx === device.uplinkPort)
  return port !== undefined && poeModeOf(site, parent, port) !== 'off'
}

function ownState(device: SimDevice, now: number): number {
  if (device.forcedOffline) return 0
  const restart = device.restart
  if (restart && now < restart.until) {
    const provisioning = Math.min(1000, (restart.until - restart.at) / 5)
    if (now >= restart.at + provisioning) return 0
    return restart.upgrade ? 4 : 5
  }
  return 1
}

export function evaluateSite(site: SimSite, now: number): LiveSite {
  const live: LiveSite = new Map()
  const byMac = new Map(site.devices.map((d) => [d.mac, d]))
  for (const device of site.devices) {
    const bootAt =
      device.restart && now >= device.restart.until ? device.restart.until : device.bootedAt
    let state = ownState(device, now)
    let reachableSince = Math.max(bootAt, device.linkSince)
    if (device.uplinkMac) {
      const parent = live.get(device.uplinkMac)
      const carries = uplinkCarries(site, byMac.get(device.uplinkMac), device)
      if (state === 1 && (!parent || parent.state !== 1 || !carries)) state = 0
      if (parent) reachableSince = Math.max(reachableSince, parent.reachableSince)
    }
    live.set(device.mac, { device, state, bootAt, reachableSince })
  }
  return live
}
