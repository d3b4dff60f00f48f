import type { NetworkClient } from '#core/plugins/controller_contract'
import { normalizeMac, signalQualityFromDbm } from '#core/plugins/controller_contract'
import type { OmadaClient, OmadaLanNetwork, OmadaReservation } from '../client/vendor_types.js'
import { ipInSubnet, networkForVlan } from './networks.js'

export interface ClientContext {
  networks: OmadaLanNetwork[]
  /** Enabled reservations by normalized MAC. */
  fixedIps: Map<string, string>
}

export function clientContext(
  networks: OmadaLanNetwork[],
  reservations: OmadaReservation[]
): ClientContext {
  const fixedIps = new Map<string, string>()
  for (const reservation of reservations) {
    const mac = normalizeMac(reservation.mac)
    if (mac && reservation.status !== false && reservation.ip) fixedIps.set(mac, reservation.ip)
  }
  return { networks, fixedIps }
}

/** The client's network: the subnet holding its address, else the wired network name, else its VLAN. */
function networkOf(client: OmadaClient, networks: OmadaLanNetwork[]): OmadaLanNetwork | null {
  return (
    (client.ip ? networks.find((n) => ipInSubnet(client.ip!, n.gatewaySubnet)) : undefined) ??
    (client.networkName ? networks.find((n) => n.name === client.networkName) : undefined) ??
    networkForVlan(networks, client.vid)
  )
}

export function mapClient(client: OmadaClient, context: ClientContext): NetworkClient | null {
  const mac = normalizeMac(client.mac)
  if (!mac) return null
  const wired = client.wireless === false || client.connectType === 2
  const signalDbm = !wired && typeof client.rssi === 'number' ? client.rssi : null
  const network = networkOf(client, context.networks)
  return {
    mac,
    // Omada shows the MAC as the name of a client nobody named.
    name: client.name && normalizeMac(client.name) === null ? client.name : null,
    hostname: client.hostName || null,
    ip: client.ip || null,
    fixedIp: context.fixedIps.get(mac) ?? null,
    wired,
    guest: client.guest === true || client.connectType === 0,
    authorized: client.authStatus === 2,
    ssid: wired ? null : client.ssid || null,
    uplinkMac: normalizeMac(wired ? (client.switchMac ?? client.gatewayMac) : client.apMac),
    uplinkPort: wired && typeof client.port === 'number' ? client.port : null,
    signalDbm,
    signal: signalQualityFromDbm(signalDbm),
    vendor: client.vendor || null,
    vlan: typeof client.vid === 'number' && client.vid > 0 ? client.vid : (network?.vlan ?? null),
    networkId: network?.id ?? null,
    uptimeSeconds: typeof client.uptime === 'number' ? client.uptime : null,
  }
}

export function mapClients(clients: OmadaClient[], context: ClientContext): NetworkClient[] {
  return clients.map((c) => mapClient(c, context)).filter((c): c is NetworkClient => c !== null)
}
