/**
 * Renders devices as InControl answers them: the list record (`/g/{group}/d`) and the detail with WAN interfaces
 * and port status (`/g/{group}/d/{id}`), from the generated group plus the live overlay at a given instant.
 */
import type { SimDevice, SimGroup } from '../model/group_generator.js'
import type { SimStore } from '../model/store.js'

export interface GroupView {
  store: SimStore
  group: SimGroup
  now: number
}

/** A device reaches InControl only through its uplink chain, so a rebooting switch takes its access points along. */
export function isOnline(view: GroupView, device: SimDevice, depth = 0): boolean {
  const live = view.store.peekLive(device.id)
  if (live && (live.forcedOffline || view.now < live.rebootUntil)) return false
  if (device.uplinkId === null || depth > 4) return true
  const uplink = view.group.devices.find((d) => d.id === device.uplinkId)
  return !uplink || isOnline(view, uplink, depth + 1)
}

const timestamp = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19)

export function renderDevice(view: GroupView, device: SimDevice): Record<string, any> {
  const online = isOnline(view, device)
  const live = view.store.peekLive(device.id)
  const changedAt = Math.max(live?.rebootUntil ?? 0, view.store.createdAt)
  return {
    id: device.id,
    group_id: view.group.id,
    group_name: view.group.name,
    sn: device.sn,
    name: device.name,
    status: online ? 'online' : 'offline',
    product_id: device.product.id,
    product_name: device.product.name,
    product_code: device.product.code,
    fw_ver: device.product.firmware,
    lan_mac: device.mac,
    latitude: device.latitude,
    longitude: device.longitude,
    last_online: timestamp(online ? view.now : changedAt),
    offline_at: online ? null : timestamp(changedAt),
  }
}

export function renderDetail(view: GroupView, device: SimDevice): Record<string, any> {
  const online = isOnline(view, device)
  const live = view.store.peekLive(device.id)
  const detail: Record<string, any> = {
    ...renderDevice(view, device),
    client_count: online
      ? view.group.clients.filter((c) => c.deviceId === device.id && isOnline(view, device)).length
      : 0,
    uptime: online
      ? Math.floor((view.now - Math.max(live?.bootAt ?? 0, view.store.createdAt)) / 1000)
      : 0,
  }
  if (device.product.wans.length)
    detail.interfaces = renderWans(device, online, live?.failover === true)
  if (device.lanPorts.length) {
    detail.port_status = {
      count: device.lanPorts.length,
      timestamp: Math.floor(view.now / 1000),
      lan_list: Object.fromEntries(
        device.lanPorts.map((port) => [String(port.id), renderPort(view, port, online)])
      ),
    }
  }
  return detail
}

/** Normal: the wired WAN connected, cellular in hot standby, Wi-Fi WAN off. Failover: wired down, cellular carrying. */
function renderWans(device: SimDevice, online: boolean, failover: boolean) {
  return device.product.wans.map((wan, i) => {
    const cellular = wan.type === 'gobi'
    const enabled = wan.type !== 'wifi'
    let status = 'Disabled'
    if (enabled) {
      if (!online) status = 'Disconnected'
      else if (cellular) status = failover ? 'Connected' : 'Standby'
      else status = failover ? 'Disconnected' : 'Connected'
    }
    return {
      id: i + 1,
      name: wan.name,
      type: wan.type,
      virtualType: cellular ? 'cellular' : 'wan',
      status,
      enable: enabled,
      priority: wan.priority,
      ip: status === 'Connected' ? device.wanIps[i] : '',
      ...(cellular ? { carrier_name: 'KPN', signal_strength: -89 } : {}),
    }
  })
}

function renderPort(view: GroupView, port: SimDevice['lanPorts'][number], online: boolean) {
  const ap =
    port.apId !== undefined ? view.group.devices.find((d) => d.id === port.apId) : undefined
  const linkUp =
    online &&
    (port.uplink === true ||
      port.clientMac !== undefined ||
      (ap !== undefined && isOnlineIgnoringUplink(view, ap)))
  return {
    id: port.id,
    name: `Port ${port.id}`,
    enable: true,
    linkUp,
    speed: linkUp ? '1000FD' : '',
    ...(port.poe ? { poe: { enable: true, delivering: online && ap !== undefined } } : {}),
  }
}

function isOnlineIgnoringUplink(view: GroupView, device: SimDevice): boolean {
  const live = view.store.peekLive(device.id)
  return !live || (!live.forcedOffline && view.now >= live.rebootUntil)
}

export function renderClients(view: GroupView): Array<Record<string, any>> {
  const byId = new Map(view.group.devices.map((d) => [d.id, d]))
  return view.group.clients
    .filter((client) => isOnline(view, byId.get(client.deviceId)!))
    .map((client) => ({
      client_id: client.mac.replace(/:/g, ''),
      mac: client.mac.toUpperCase(),
      name: client.name,
      status: 'online',
      ip: client.ip,
      manufacturer: client.manufacturer,
      ...(client.wireless
        ? {
            ssid: client.ssid,
            bssid: client.bssid,
            radio_mode: client.radioMode,
            signal: client.signal,
          }
        : {}),
    }))
}
