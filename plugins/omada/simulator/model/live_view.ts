/**
 * Renders a site as the Open API shows it at a given "now": device status from restarts, offline switches and
 * the uplink chain (an AP whose PoE port is off is down), port link and PoE draw, and the clients still reachable.
 */
import type { SimClient, SimDevice, SimSite } from './site_model.js'
import { hash32 } from './random.js'

export interface DeviceLive {
  status: number
  detailStatus: number
  bootAt: number
}

export type LiveSite = Map<string, DeviceLive>

function ownState(device: SimDevice, now: number): DeviceLive {
  const bootAt =
    device.restart && now >= device.restart.until ? device.restart.until : device.bootedAt
  if (device.forcedOffline) return { status: 0, detailStatus: 0, bootAt }
  const restart = device.restart
  if (restart && now < restart.until) {
    const rebooting = now < restart.at + (restart.until - restart.at) * 0.3
    return rebooting
      ? { status: 1, detailStatus: 13, bootAt }
      : { status: 0, detailStatus: 0, bootAt }
  }
  return { status: 1, detailStatus: 14, bootAt }
}

/** Devices are stored parents first, so one pass settles the chain. */
export function evaluate(site: SimSite, now: number): LiveSite {
  const live: LiveSite = new Map()
  const byMac = new Map(site.devices.map((d) => [d.mac, d]))
  for (const device of site.devices) {
    let state = ownState(device, now)
    if (device.uplinkMac && state.status === 1 && state.detailStatus === 14) {
      const parent = byMac.get(device.uplinkMac)
      const parentUp = live.get(device.uplinkMac)?.detailStatus === 14
      const powered =
        !device.poweredByPort || parent?.ports.find((p) => p.port === device.uplinkPort)?.poe === 1
      if (!parentUp || !powered) state = { ...state, status: 0, detailStatus: 0 }
    }
    live.set(device.mac, state)
  }
  return live
}

const isUp = (live: LiveSite, mac: string) => live.get(mac)?.detailStatus === 14

export function uptimeText(seconds: number): string {
  const d = Math.floor(seconds / 86_400)
  const h = Math.floor((seconds % 86_400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return `${d ? `${d}day(s) ` : ''}${h}h ${m}m ${s}s`
}

export function renderDevice(site: SimSite, device: SimDevice, live: LiveSite, now: number) {
  const state = live.get(device.mac)!
  const online = state.status === 1
  return {
    mac: device.mac,
    name: device.name,
    type: device.type,
    model: device.model,
    modelName: device.modelName,
    ip: device.ip,
    firmwareVersion: device.firmwareVersion,
    sn: device.sn,
    status: state.status,
    detailStatus: state.detailStatus,
    uptime: online ? uptimeText(Math.max(0, Math.floor((now - state.bootAt) / 1000))) : '',
    lastSeen: online ? now : state.bootAt,
    cpuUtil: online ? hash32(device.mac, Math.floor(now / 60_000)) % 40 : 0,
    memUtil: online ? 30 + (hash32(device.mac, 'mem') % 40) : 0,
    ...(device.uplinkMac
      ? { uplinkDeviceMac: device.uplinkMac, uplinkDevicePort: String(device.uplinkPort ?? '') }
      : {}),
    ...(device.type === 'gateway' ? { publicIp: device.wans.find((w) => w.up)?.ip ?? '' } : {}),
    site: site.name,
  }
}

/** One `switches/ports/overview` row per port. */
export function renderSwitchPorts(site: SimSite, device: SimDevice, live: LiveSite) {
  const online = isUp(live, device.mac)
  return device.ports.map((port) => {
    const child = site.devices.find((d) => d.uplinkMac === device.mac && d.uplinkPort === port.port)
    const client = site.clients.find(
      (c) => c.wired && c.deviceMac === device.mac && c.port === port.port
    )
    const isUplink = port.port === Math.max(...device.ports.map((p) => p.port))
    const link =
      online &&
      (isUplink ||
        (child ? isUp(live, child.mac) || (child.poweredByPort && port.poe === 1) : !!client))
    const drawing = link && port.poe === 1 && !!child?.poweredByPort
    const profile = site.lanProfiles.find((p) => p.id === port.profileId)
    return {
      switchMac: device.mac,
      switchName: device.name,
      port: port.port,
      portName: port.name,
      supportPoe: port.supportPoe,
      poe: port.poe,
      poeDisplayType: port.supportPoe ? 4 : -1,
      profileId: port.profileId,
      profileName: profile?.name ?? '',
      profileOverrideEnable: port.profileOverrideEnable,
      connectedStatus: link ? 0 : 1,
      portStatus: {
        port: port.port,
        linkStatus: link ? 1 : 0,
        linkSpeed: link ? 3 : 0,
        poe: drawing,
        poePower: drawing ? 6.4 : 0,
      },
    }
  })
}

export function clientOnline(client: SimClient, live: LiveSite) {
  return isUp(live, client.deviceMac)
}

export function renderClient(site: SimSite, client: SimClient, now: number) {
  const device = site.devices.find((d) => d.mac === client.deviceMac)!
  const ssid = site.wlanGroups.flatMap((g) => g.ssids).find((s) => s.ssidId === client.ssidId)
  const network = site.networks.find((n) => n.id === client.networkId)
  const authorization = site.authorizations.get(client.mac)
  const portal = !client.wired && ssid?.guestNetEnable === true
  const uptime = Math.max(0, Math.floor((now - client.assocAt) / 1000))
  const common = {
    id: client.mac,
    mac: client.mac,
    name: client.name ?? client.mac,
    hostName: client.hostName ?? '',
    ip: client.ip,
    vendor: client.vendor,
    active: true,
    uptime,
    lastSeen: now,
    trafficDown: uptime * 1200,
    trafficUp: uptime * 300,
    guest: portal,
    authStatus: portal ? (authorization && authorization.end > now ? 2 : 1) : 0,
  }
  if (client.wired) {
    return {
      ...common,
      wireless: false,
      connectType: 2,
      connectDevType: device.type,
      ...(device.type === 'switch'
        ? { switchMac: device.mac, switchName: device.name }
        : { gatewayMac: device.mac, gatewayName: device.name }),
      port: client.port,
      vid: network?.vlan ?? 1,
      networkName: network?.name ?? '',
    }
  }
  const rssi = client.rssiBase + ((hash32(client.mac, Math.floor(now / 30_000)) % 5) - 2)
  return {
    ...common,
    wireless: true,
    connectType: portal ? 0 : 1,
    connectDevType: 'ap',
    ssid: ssid?.name ?? '',
    apMac: device.mac,
    apName: device.name,
    radioId: client.radioId,
    rssi,
    signalLevel: Math.max(0, Math.min(100, 2 * (rssi + 100))),
    signalRank: Math.max(0, Math.min(5, Math.round((rssi + 95) / 10))),
    snr: rssi + 95,
    ...(ssid?.security === 4
      ? {
          ppskProfileName: site.ppskProfiles.find((p) => p.id === ssid.ppskSetting?.ppskProfileId)
            ?.profileName,
        }
      : {}),
  }
}
