import type { NetworkClient } from '#core/plugins/controller_contract'
import { normalizeMac, signalQualityFromDbm } from '#core/plugins/controller_contract'
import type { UnifiClient } from '../client/vendor_types.js'

export function mapClient(client: UnifiClient): NetworkClient | null {
  const mac = normalizeMac(client.mac)
  if (!mac) return null
  const wired = client.is_wired === true
  const signalDbm = !wired && typeof client.signal === 'number' ? client.signal : null
  return {
    mac,
    name: client.name || null,
    hostname: client.hostname || null,
    ip: client.ip || null,
    fixedIp: client.use_fixedip && client.fixed_ip ? client.fixed_ip : null,
    wired,
    guest: client.is_guest === true,
    authorized: client.authorized === true,
    ssid: wired ? null : client.essid || null,
    uplinkMac: normalizeMac(wired ? client.sw_mac : client.ap_mac),
    uplinkPort: wired && typeof client.sw_port === 'number' ? client.sw_port : null,
    signalDbm,
    signal: signalQualityFromDbm(signalDbm),
    vendor: client.oui || null,
    vlan: typeof client.vlan === 'number' ? client.vlan : null,
    networkId: client.network_id || null,
    uptimeSeconds: typeof client.uptime === 'number' ? client.uptime : null,
  }
}

export function mapClients(clients: UnifiClient[]): NetworkClient[] {
  return clients.map(mapClient).filter((client): client is NetworkClient => client !== null)
}
