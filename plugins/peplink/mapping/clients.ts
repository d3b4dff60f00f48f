import type { NetworkClient } from '#core/plugins/controller_contract'
import { normalizeMac, signalQualityFromDbm } from '#core/plugins/controller_contract'
import type { IcClient } from '../client/vendor_types.js'

/** A client with a radio or an SSID is wireless; InControl names no "wired" flag. */
export function isWireless(client: IcClient): boolean {
  return Boolean(client.ssid || client.bssid || client.radio_mode)
}

export function mapClients(clients: IcClient[]): NetworkClient[] {
  const mapped: NetworkClient[] = []
  for (const client of clients) {
    const mac = normalizeMac(client.mac)
    if (!mac || (client.status && !/^(online|active|connected)$/i.test(client.status))) continue
    const wireless = isWireless(client)
    const signalDbm = wireless && typeof client.signal === 'number' ? client.signal : null
    mapped.push({
      mac,
      name: client.name || null,
      hostname: null,
      ip: client.ip || null,
      fixedIp: null,
      wired: !wireless,
      guest: false,
      authorized: false,
      ssid: client.ssid || null,
      uplinkMac: null,
      uplinkPort: null,
      signalDbm,
      signal: wireless ? signalQualityFromDbm(signalDbm) : null,
      vendor: client.manufacturer || null,
      vlan: null,
      networkId: null,
      uptimeSeconds: null,
    })
  }
  return mapped
}
