import { ipv4ToNumber } from '#core/plugins/ipv4'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { OmadaApi } from '../client/api.js'
import type { OmadaLanNetwork } from '../client/vendor_types.js'
import { omadaMacOrReject, toOmadaMac } from '../mapping/macs.js'
import { ipInSubnet } from '../mapping/networks.js'

/**
 * A DHCP reservation (`setting/service/dhcp`), keyed by MAC: Omada does not need to have seen the client. The network
 * is the given one, else the one whose subnet holds the address.
 */
export async function setFixedIp(
  api: OmadaApi,
  siteId: string,
  rawMac: string,
  ip: string | null,
  networkId?: string
) {
  const mac = omadaMacOrReject(rawMac)
  const reservations = await api.reservations(siteId)
  const existing = reservations.find((r) => toOmadaMac(r.mac) === mac)

  if (ip === null) {
    if (existing) await api.deleteReservation(siteId, mac)
    return
  }

  if (ipv4ToNumber(ip) === null)
    throw new ControllerRejectedError('invalid_value', `${ip} is not an IPv4 address`)
  const network = pickNetwork(await api.lanNetworks(siteId), ip, networkId)
  const holder = reservations.find((r) => r.ip === ip && toOmadaMac(r.mac) !== mac)
  if (holder)
    throw new ControllerRejectedError('conflict', `${ip} is already reserved for ${holder.mac}`)

  const body = { mac, netId: network.id, ip, status: true }
  if (existing) await api.updateReservation(siteId, mac, body)
  else await api.createReservation(siteId, body)
}

function pickNetwork(networks: OmadaLanNetwork[], ip: string, networkId?: string): OmadaLanNetwork {
  if (networkId) {
    const network = networks.find((n) => n.id === networkId)
    if (!network) throw new ControllerRejectedError('not_found', `no network ${networkId}`)
    if (network.gatewaySubnet && !ipInSubnet(ip, network.gatewaySubnet)) {
      throw new ControllerRejectedError(
        'invalid_value',
        `${ip} is outside ${network.name} (${network.gatewaySubnet})`
      )
    }
    return network
  }
  const network = networks.find((n) => ipInSubnet(ip, n.gatewaySubnet))
  if (!network)
    throw new ControllerRejectedError('invalid_value', `${ip} is in none of the site's networks`)
  return network
}
