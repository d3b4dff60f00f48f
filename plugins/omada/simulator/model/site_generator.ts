/**
 * Builds a site from (seed, index): one gateway, switches on its LAN ports, APs on PoE switch ports, wired clients
 * on the remaining ports, wireless clients over three SSIDs (staff WPA personal, guest portal, tenant PPSK).
 */
import { APS, CLIENT_KINDS, GATEWAYS, SWITCHES, TPLINK_PREFIXES } from './catalog.js'
import { createRandom, hash32, objectId, omadaMac } from './random.js'
import type { SimClient, SimDevice, SimNetwork, SimPort, SimSite } from './site_model.js'
import type { OmadaSiteSeed } from '../simulator_api.js'

const DAY = 86_400_000
export const DEFAULT_COUNTS = { switches: 1, aps: 4, wiredClients: 6, wirelessClients: 20 }
/** A generated (bulk) site: the benchmark's venue of 10 devices (gateway, 2 switches, 7 APs) and 50 clients. */
export const BULK_COUNTS = { switches: 2, aps: 7, wiredClients: 12, wirelessClients: 38 }

function passphrase(seed: number, index: number, tag: string) {
  const words = ['zonnig', 'terras', 'koffie', 'haven', 'molen', 'fiets', 'tulp', 'gracht']
  const h = hash32(seed, index, tag)
  return `${words[h % words.length]}-${words[(h >>> 8) % words.length]}-${1000 + (h % 9000)}`
}

export function siteIdFor(seed: number, index: number) {
  return objectId(seed, index, 'site')
}

export function generateSite(
  seed: number,
  index: number,
  def: OmadaSiteSeed,
  createdAt: number
): SimSite {
  const rng = createRandom(hash32(seed, index, def.name))
  const id = (...tag: Array<string | number>) => objectId(seed, index, ...tag)
  const counts = {
    switches: def.switches ?? DEFAULT_COUNTS.switches,
    aps: def.aps ?? DEFAULT_COUNTS.aps,
    wired: def.wiredClients ?? DEFAULT_COUNTS.wiredClients,
    wireless: def.wirelessClients ?? DEFAULT_COUNTS.wirelessClients,
  }

  const networks: SimNetwork[] = [
    {
      id: id('net-default'),
      name: 'Default',
      purpose: 1,
      vlan: 1,
      gatewaySubnet: '192.168.0.1/24',
      primary: true,
      portal: false,
    },
    {
      id: id('net-guest'),
      name: 'Guests',
      purpose: 1,
      vlan: 20,
      gatewaySubnet: '192.168.20.1/24',
      primary: false,
      portal: true,
    },
    {
      id: id('net-tenant'),
      name: 'Tenants',
      purpose: 1,
      vlan: 30,
      gatewaySubnet: '10.30.0.1/24',
      primary: false,
      portal: false,
    },
  ]
  const [lan, guestNet, tenantNet] = networks
  const lanProfiles = [
    { id: id('profile-all'), name: 'All', nativeNetworkId: lan.id, poe: 2 },
    { id: id('profile-disable'), name: 'Disable', nativeNetworkId: lan.id, poe: 1 },
    { id: id('profile-guest'), name: 'Guests (VLAN 20)', nativeNetworkId: guestNet.id, poe: 2 },
    { id: id('profile-tenant'), name: 'Tenants (VLAN 30)', nativeNetworkId: tenantNet.id, poe: 0 },
  ]
  const allProfile = lanProfiles[0].id
  const ports = (count: number, poeCount: number): SimPort[] =>
    Array.from({ length: count }, (_, i) => ({
      port: i + 1,
      name: `Port${i + 1}`,
      supportPoe: i < poeCount,
      poe: i < poeCount ? 1 : 0,
      profileId: allProfile,
      profileOverrideEnable: false,
    }))

  const device = (type: SimDevice['type'], n: number, partial: Partial<SimDevice>): SimDevice => {
    const mac = omadaMac(rng.pick(TPLINK_PREFIXES), seed, index, type, n)
    return {
      mac,
      name: '',
      type,
      model: '',
      modelName: '',
      firmwareVersion: '',
      sn: `Y${hash32(seed, index, type, n, 'sn').toString().padStart(10, '0')}`,
      ip: '',
      uplinkMac: null,
      uplinkPort: null,
      poweredByPort: false,
      bootedAt: createdAt - rng.int(1, 60) * DAY - rng.int(0, DAY),
      restart: null,
      forcedOffline: false,
      ports: [],
      wans: [],
      ...partial,
    }
  }

  const gwModel = rng.pick(GATEWAYS)
  const gateway = device('gateway', 0, {
    name: 'Gateway',
    model: gwModel.model,
    modelName: gwModel.modelName,
    firmwareVersion: gwModel.firmware,
    ip: '192.168.0.1',
    ports: ports(gwModel.lanPorts + 1, 0),
    wans: [
      {
        port: 1,
        name: 'WAN1',
        ip: `84.${hash32(seed, index, 'wan') % 200}.${(index % 250) + 1}.2`,
        up: true,
      },
      { port: 2, name: 'WAN/LAN2', ip: '', up: false },
    ],
  })
  const devices: SimDevice[] = [gateway]
  const used = new Set<string>()
  const take = (d: SimDevice, port: number) => used.add(`${d.mac}/${port}`)
  const free = (d: SimDevice, port: SimPort) => !used.has(`${d.mac}/${port.port}`)
  take(gateway, 1)
  take(gateway, 2)

  const swModel =
    counts.aps + counts.wired / Math.max(1, counts.switches) > 8 * Math.max(1, counts.switches)
      ? SWITCHES[1]
      : SWITCHES[0]
  const switches: SimDevice[] = []
  for (let n = 0; n < counts.switches; n++) {
    const gwPort = gateway.ports.find((p) => free(gateway, p))
    const parent = gwPort
      ? { d: gateway, port: gwPort.port }
      : { d: switches[0], port: swModel.ports - 1 - n }
    const sw = device('switch', n, {
      name: n === 0 ? 'Switch Bar' : `Switch ${n + 1}`,
      model: swModel.model,
      modelName: swModel.modelName,
      firmwareVersion: swModel.firmware,
      ip: `192.168.0.${2 + n}`,
      ports: ports(swModel.ports, swModel.poePorts),
      uplinkMac: parent.d.mac,
      uplinkPort: parent.port,
    })
    take(parent.d, parent.port)
    take(sw, swModel.ports)
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
    const apModel = APS[hash32(seed, index, 'ap-model', n) % APS.length]
    const sw = switches[n % Math.max(1, switches.length)]
    const poePort = sw?.ports.find((p) => p.supportPoe && free(sw, p))
    const parent = poePort
      ? { d: sw, port: poePort.port }
      : { d: gateway, port: gateway.ports.find((p) => free(gateway, p))?.port ?? 3 }
    const ap = device('ap', n, {
      name: apNames[n] ?? `AP ${n + 1}`,
      model: apModel.model,
      modelName: apModel.modelName,
      firmwareVersion: apModel.firmware,
      ip: `192.168.0.${(20 + n) % 250}`,
      uplinkMac: parent.d.mac,
      uplinkPort: parent.port,
      poweredByPort: parent.d.type === 'switch',
    })
    take(parent.d, parent.port)
    devices.push(ap)
  }

  const ssid = (tag: string, partial: Partial<SimSite['wlanGroups'][number]['ssids'][number]>) => ({
    ssidId: id('ssid', tag),
    name: tag,
    band: 3,
    security: 0,
    broadcast: true,
    guestNetEnable: false,
    vlanEnable: false,
    mloEnable: false,
    pmfMode: 3,
    enable11r: false,
    hidePwd: false,
    ...partial,
  })
  const tenantProfile = {
    id: id('ppsk-tenants'),
    profileName: 'Tenants',
    ppsk: [
      { name: 'Unit 1', psk: passphrase(seed, index, 'unit-1'), vlan: 30 },
      { name: 'Unit 2', psk: passphrase(seed, index, 'unit-2'), vlan: 30 },
    ],
  }
  const staff = ssid('Staff', {
    security: 3,
    pskSetting: {
      securityKey: passphrase(seed, index, 'staff'),
      versionPsk: 2,
      encryptionPsk: 3,
      gikRekeyPskEnable: false,
    },
  })
  const guest = ssid('Guest WiFi', { guestNetEnable: true, vlanEnable: true, vlanId: 20 })
  const tenants = ssid('Tenants', { security: 4, ppskSetting: { ppskProfileId: tenantProfile.id } })
  const wlanId = id('wlan-default')

  const clients: SimClient[] = []
  const nextHost = new Map<string, number>()
  const address = (network: SimNetwork) => {
    const n = nextHost.get(network.id) ?? 100
    nextHost.set(network.id, n + 1)
    return network.gatewaySubnet.replace(/\.1\/24$/, `.${((n - 100) % 150) + 100}`)
  }
  const wiredKinds = CLIENT_KINDS.filter((k) => k.wired)
  const wirelessKinds = CLIENT_KINDS.filter((k) => !k.wired)
  const openPorts = [...switches, gateway].flatMap((d) =>
    d.ports.filter((p) => free(d, p)).map((p) => ({ d, port: p.port }))
  )
  for (let n = 0; n < counts.wired && openPorts.length; n++) {
    const slot = openPorts[n % openPorts.length]
    const kind = rng.pick(wiredKinds)
    clients.push({
      mac: omadaMac(rng.pick(kind.prefixes), seed, index, 'wired', n),
      hostName: rng.pick(kind.hosts),
      ...(rng.chance(0.3) ? { name: `${kind.vendor} ${n + 1}` } : {}),
      vendor: kind.vendor,
      wired: true,
      deviceMac: slot.d.mac,
      port: slot.port,
      radioId: 0,
      rssiBase: 0,
      ip: address(lan),
      networkId: lan.id,
      assocAt: createdAt - rng.int(5, 3 * 1440) * 60_000,
    })
  }
  const aps = devices.filter((d) => d.type === 'ap')
  for (let n = 0; n < counts.wireless && aps.length; n++) {
    const roll = rng.next()
    const target = roll < 0.45 ? staff : roll < 0.8 ? guest : tenants
    const network = target === guest ? guestNet : target === tenants ? tenantNet : lan
    const kind = rng.pick(wirelessKinds)
    clients.push({
      mac: omadaMac(rng.pick(kind.prefixes), seed, index, 'wireless', n),
      hostName: rng.pick(kind.hosts),
      vendor: kind.vendor,
      wired: false,
      deviceMac: aps[n % aps.length].mac,
      wlanId,
      ssidId: target.ssidId,
      radioId: rng.chance(0.7) ? 1 : 0,
      rssiBase: rng.int(-86, -42),
      ip: address(network),
      networkId: network.id,
      assocAt: createdAt - rng.int(1, 8 * 60) * 60_000,
    })
  }

  const authorizations = new Map<
    string,
    { id: string; mac: string; start: number; end: number; authType: number }
  >()
  for (const client of clients.filter((c) => c.ssidId === guest.ssidId && rng.chance(0.6))) {
    authorizations.set(client.mac, {
      id: id('auth', client.mac),
      mac: client.mac,
      start: client.assocAt,
      end: createdAt + 8 * 3600_000,
      authType: 4,
    })
  }
  const printer = clients.find((c) => c.wired)
  const reservations = printer
    ? [
        {
          id: id('dhcp', printer.mac),
          mac: printer.mac,
          ip: '192.168.0.50',
          netId: lan.id,
          status: true,
          description: 'Printer',
        },
      ]
    : []
  if (printer) printer.ip = '192.168.0.50'

  return {
    siteId: siteIdFor(seed, index),
    name: def.name,
    createdAt,
    devices,
    clients,
    networks,
    lanProfiles,
    wlanGroups: [{ wlanId, name: 'Default', primary: true, ssids: [staff, guest, tenants] }],
    ppskProfiles: [tenantProfile],
    reservations,
    authorizations,
  }
}
