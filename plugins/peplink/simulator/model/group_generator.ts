/**
 * One group (venue) of the virtual network, generated from (seed, group id): routers, a PoE switch, access points
 * on its PoE ports, and the clients on them. Pure: the same inputs always give the same group.
 */
import type { PeplinkGroupSeed } from '../simulator_api.js'
import {
  ACCESS_POINTS,
  CLIENT_VENDORS,
  RADIO_MODES,
  ROUTERS,
  SSIDS,
  SWITCHES,
  type Product,
} from './catalog.js'
import { clientMac, createRandom, hash32, peplinkMac, serialNumber } from './ids.js'

export type DeviceRole = 'router' | 'switch' | 'ap'

export interface SimLanPort {
  id: number
  poe: boolean
  /** What is plugged in: an access point (powered when PoE) or a wired client. */
  apId?: number
  clientMac?: string
  /** A link between two of the venue's own devices (switch ↔ gateway). */
  uplink?: boolean
}

export interface SimDevice {
  id: number
  role: DeviceRole
  name: string
  sn: string
  mac: string
  product: Product
  latitude: number
  longitude: number
  /** The device this one reaches InControl through (a switch or the gateway router); null for the gateway. */
  uplinkId: number | null
  lanPorts: SimLanPort[]
  wanIps: string[]
}

export interface SimClient {
  mac: string
  name: string
  ip: string
  manufacturer: string
  deviceId: number
  wireless: boolean
  ssid?: string
  bssid?: string
  radioMode?: string
  signal?: number
}

export interface SimGroup {
  id: number
  name: string
  orgId: string
  seed: PeplinkGroupSeed
  devices: SimDevice[]
  clients: SimClient[]
}

/** Device ids are the group id × 1000 + n, so a device's group is known from its id alone. */
export const DEVICES_PER_GROUP = 1000
export const groupOfDevice = (deviceId: number) => Math.floor(deviceId / DEVICES_PER_GROUP)

export function generateGroup(
  seed: number,
  orgId: string,
  groupId: number,
  spec: PeplinkGroupSeed
): SimGroup {
  const random = createRandom(hash32(seed, groupId))
  const devices: SimDevice[] = []
  let n = 0
  const add = (
    role: DeviceRole,
    product: Product,
    name: string,
    uplinkId: number | null
  ): SimDevice => {
    const id = groupId * DEVICES_PER_GROUP + ++n
    const device: SimDevice = {
      id,
      role,
      name,
      sn: serialNumber(seed, id),
      mac: peplinkMac(seed, id),
      product,
      latitude: Number((52.3 + (hash32(seed, id, 'lat') % 1000) / 10_000).toFixed(4)),
      longitude: Number((4.85 + (hash32(seed, id, 'lng') % 1000) / 10_000).toFixed(4)),
      uplinkId,
      lanPorts: Array.from({ length: product.lanPorts }, (_, i) => ({
        id: i + 1,
        poe: product.poe,
      })),
      wanIps: product.wans.map(
        (_, i) =>
          `203.0.${(hash32(seed, id, i) % 250) + 1}.${(hash32(seed, id, 'ip', i) % 250) + 2}`
      ),
    }
    devices.push(device)
    return device
  }

  const routers = Array.from({ length: Math.max(1, spec.routers ?? 1) }, (_, i) =>
    add(
      'router',
      ROUTERS[i % ROUTERS.length],
      i === 0 ? `${spec.name} router` : `${spec.name} router ${i + 1}`,
      null
    )
  )
  const gateway = routers[0]
  const switches = Array.from({ length: spec.switches ?? 1 }, (_, i) => {
    const sw = add('switch', SWITCHES[0], `${spec.name} switch ${i + 1}`, gateway.id)
    sw.lanPorts[0].uplink = true
    const downlink = freePort(gateway, false)
    if (downlink) downlink.uplink = true
    return sw
  })
  const aps = Array.from({ length: spec.aps ?? 2 }, (_, i) => {
    const sw = switches.length ? switches[i % switches.length] : undefined
    const port = sw ? freePort(sw, true) : undefined
    const ap = add(
      'ap',
      ACCESS_POINTS[i % ACCESS_POINTS.length],
      `${spec.name} AP ${i + 1}`,
      port ? sw!.id : gateway.id
    )
    if (port) port.apId = ap.id
    return ap
  })

  const clients: SimClient[] = []
  const lanIp = (i: number) => `192.168.${(groupId % 200) + 20}.${10 + i}`
  for (let i = 0; i < (spec.wiredClients ?? 2); i++) {
    const vendor = random.pick(CLIENT_VENDORS)
    const mac = clientMac(vendor.prefix, seed, groupId, 'wired', i)
    const host = switches.find((sw) => freePort(sw, false)) ?? gateway
    const port = freePort(host, false)
    if (port) port.clientMac = mac
    clients.push({
      mac,
      name: `${random.pick(vendor.names)}-${i + 1}`,
      ip: lanIp(i),
      manufacturer: vendor.manufacturer,
      deviceId: host.id,
      wireless: false,
    })
  }
  for (let i = 0; i < (spec.wirelessClients ?? 6) && aps.length; i++) {
    const vendor = random.pick(CLIENT_VENDORS)
    const ap = aps[i % aps.length]
    const ssid = i % 3 === 0 ? SSIDS[1] : SSIDS[0]
    clients.push({
      mac: clientMac(vendor.prefix, seed, groupId, 'wireless', i),
      name: `${random.pick(vendor.names)}-${i + 1}`,
      ip: lanIp(100 + i),
      manufacturer: vendor.manufacturer,
      deviceId: ap.id,
      wireless: true,
      ssid,
      bssid: ap.mac
        .replace(/^00/, '02')
        .toLowerCase()
        .replace(/.$/, String(SSIDS.indexOf(ssid))),
      radioMode: random.pick(RADIO_MODES),
      signal: random.int(-85, -40),
    })
  }
  return { id: groupId, name: spec.name, orgId, seed: spec, devices, clients }
}

/** A free LAN port: PoE ones from the bottom for access points, from the top for wired clients. */
function freePort(device: SimDevice, forAp: boolean): SimLanPort | undefined {
  const free = device.lanPorts.filter(
    (p) => p.apId === undefined && p.clientMac === undefined && !p.uplink
  )
  // A switch keeps its last port free, so that it always has a PoE port powering nothing.
  const usable = device.role === 'switch' ? free.slice(0, -1) : free
  return forAp ? usable.find((p) => p.poe) : usable.at(-1)
}
