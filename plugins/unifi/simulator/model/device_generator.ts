/**
 * Generates a site's devices: one gateway, switches that uplink to it, APs on PoE switch ports (or meshed when
 * no PoE port is left). Uplinks always point to a device generated earlier, so rendering can walk the array once.
 */
import {
  AP_MODELS,
  DEVICE_UPGRADE,
  DEVICE_VERSION,
  GATEWAYS,
  SWITCH_MODELS,
  UBIQUITI_PREFIXES,
} from './catalog.js'
import { hash32, macAddress, mongoId, type Random } from './ids.js'
import type { SimDevice, SimPort } from './site_model.js'
import type { UnifiFlavour } from '../simulator_api.js'

const DAY = 86_400_000

interface Slot {
  device: SimDevice
  port: number
}

export interface DeviceLayout {
  devices: SimDevice[]
  /** Free wired ports, to hang wired clients on (shared when exhausted). */
  freePorts: Slot[]
}

function ports(count: number, poeCount: number, name = 'Port'): SimPort[] {
  return Array.from({ length: count }, (_, i) => ({
    idx: i + 1,
    name: `${name} ${i + 1}`,
    poeCapable: i < poeCount,
    speed: 1000,
  }))
}

export function generateDevices(
  rng: Random,
  flavour: UnifiFlavour,
  key: { seed: number; siteIndex: number },
  counts: { switches: number; aps: number; wired: number },
  now: number
): DeviceLayout {
  const { seed, siteIndex } = key
  const make = (kind: SimDevice['kind'], n: number, partial: Partial<SimDevice>): SimDevice => {
    const mac = macAddress(rng.pick(UBIQUITI_PREFIXES), seed, siteIndex, kind, n)
    return {
      id: mongoId(seed, siteIndex, 'device', kind, n),
      mac,
      name: '',
      kind,
      type: 'usw',
      model: '',
      modelName: '',
      version: DEVICE_VERSION[kind],
      upgradeTo: (siteIndex + n) % 3 === 1 ? DEVICE_UPGRADE[kind] : null,
      ip: '',
      serial: mac.replaceAll(':', '').toUpperCase(),
      ports: [],
      portOverrides: [],
      uplinkMac: null,
      uplinkPort: null,
      uplinkType: 'wire',
      poweredByPort: false,
      bootedAt: now - rng.int(1, 60) * DAY - rng.int(0, DAY),
      restart: null,
      forcedOffline: false,
      linkSince: 0,
      channels: { ng: rng.pick([1, 6, 11]), na: rng.pick([36, 44, 52, 100, 116, 149]) },
      ...partial,
    }
  }

  const gwModel: { type: string; model: string; name: string } = rng.pick<{
    type: string
    model: string
    name: string
  }>(GATEWAYS[flavour])
  const lanPorts = gwModel.type === 'ugw' ? 2 : gwModel.type === 'uxg' ? 4 : 8
  const gateway = make('gateway', 0, {
    name: gwModel.type === 'udm' ? 'Dream Machine' : 'Gateway',
    type: gwModel.type,
    model: gwModel.model,
    modelName: gwModel.name,
    ip: '192.168.1.1',
    ports: [
      ...ports(lanPorts, 0),
      { idx: lanPorts + 1, name: 'WAN', poeCapable: false, speed: 1000, isWan: true },
    ],
  })
  const devices: SimDevice[] = [gateway]
  const used = new Set<string>()
  const take = (device: SimDevice, port: number) => used.add(`${device.mac}/${port}`)
  const isFree = (device: SimDevice, port: SimPort) =>
    !port.isWan && !used.has(`${device.mac}/${port.idx}`)

  const perSwitch = counts.switches > 0 ? Math.ceil(counts.aps / counts.switches) : 0
  const wiredPerSwitch = counts.switches > 0 ? Math.ceil(counts.wired / counts.switches) : 0
  const needed = perSwitch + wiredPerSwitch + 2
  const model =
    SWITCH_MODELS.find((m) => m.ports >= needed && m.poePorts >= perSwitch) ??
    SWITCH_MODELS[SWITCH_MODELS.length - 1]
  const switches: SimDevice[] = []
  for (let n = 0; n < counts.switches; n++) {
    const sw = make('switch', n, {
      name: n === 0 ? 'Switch Bar' : `Switch ${n + 1}`,
      type: 'usw',
      model: model.model,
      modelName: model.name,
      ip: `192.168.1.${2 + n}`,
      ports: ports(model.ports, model.poePorts),
    })
    const gwPort = gateway.ports.find((p) => isFree(gateway, p))
    const parent = gwPort
      ? { device: gateway, port: gwPort.idx }
      : { device: switches[0], port: model.ports - 1 - n }
    sw.uplinkMac = parent.device.mac
    sw.uplinkPort = parent.port
    take(parent.device, parent.port)
    take(sw, model.ports)
    switches.push(sw)
    devices.push(sw)
  }

  const apNames = [
    'AP Bar',
    'AP Terras',
    'AP Zaal',
    'AP Keuken',
    'AP Kantoor',
    'AP Entree',
    'AP Lounge',
    'AP Tuin',
  ]
  for (let n = 0; n < counts.aps; n++) {
    const apModel = AP_MODELS[hash32(seed, siteIndex, 'apmodel', n) % AP_MODELS.length]
    const ap = make('ap', n, {
      name: n < apNames.length ? apNames[n] : `AP ${n + 1}`,
      type: 'uap',
      model: apModel.model,
      modelName: apModel.name,
      ip: `192.168.1.${(20 + n) % 250}`,
      ports: [{ idx: 1, name: 'Main', poeCapable: false, speed: 1000 }],
    })
    const sw = switches[n % Math.max(1, switches.length)]
    const poePort = sw?.ports.find((p) => p.poeCapable && isFree(sw, p))
    if (sw && poePort) {
      Object.assign(ap, { uplinkMac: sw.mac, uplinkPort: poePort.idx, poweredByPort: true })
      take(sw, poePort.idx)
    } else {
      // No PoE port left: a free gateway port (PoE injector), else a mesh link to an AP that is wired.
      const gwPort = gateway.ports.find((p) => isFree(gateway, p))
      const wiredAp = devices.find((d) => d.kind === 'ap' && d.uplinkType === 'wire')
      if (gwPort || !wiredAp) {
        Object.assign(ap, { uplinkMac: gateway.mac, uplinkPort: gwPort?.idx ?? 1 })
        if (gwPort) take(gateway, gwPort.idx)
      } else {
        Object.assign(ap, { uplinkMac: wiredAp.mac, uplinkPort: null, uplinkType: 'wireless' })
      }
    }
    devices.push(ap)
  }

  const freePorts: Slot[] = []
  for (const device of [...switches, gateway]) {
    for (const port of device.ports)
      if (isFree(device, port)) freePorts.push({ device, port: port.idx })
  }
  return { devices, freePorts }
}
