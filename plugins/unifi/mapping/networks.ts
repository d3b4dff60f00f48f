import type { PortProfile, RemoteSite, Subnet } from '#core/plugins/controller_contract'
import { ipv4ToNumber } from '#core/plugins/ipv4'
import type { UnifiNetwork, UnifiPortProfile, UnifiSite } from '../client/vendor_types.js'
import { poeModeFromUnifi } from './poe.js'

const PURPOSES: Record<string, Subnet['purpose']> = {
  'corporate': 'corporate',
  'guest': 'guest',
  'vlan-only': 'vlan',
  'wan': 'wan',
}

export function mapSite(site: UnifiSite): RemoteSite {
  return { id: site.name, name: site.desc || site.name, parentId: null, parentName: null }
}

export function vlanOf(network: UnifiNetwork): number | null {
  if (network.vlan_enabled === false) return null
  const vlan = Number(network.vlan)
  return network.vlan !== undefined && network.vlan !== '' && Number.isInteger(vlan) ? vlan : null
}

export function mapSubnet(network: UnifiNetwork): Subnet {
  return {
    id: network._id,
    name: network.name,
    purpose: PURPOSES[network.purpose ?? ''] ?? 'other',
    vlan: vlanOf(network),
    cidr: network.ip_subnet || null,
  }
}

export function mapPortProfile(profile: UnifiPortProfile): PortProfile {
  return {
    id: profile._id,
    name: profile.name,
    nativeNetworkId: profile.native_networkconf_id || null,
    poe: poeModeFromUnifi(profile.poe_mode),
  }
}

/** Whether `ip` lies in `cidr` ("192.168.1.1/24" style: gateway address / prefix). */
export function ipInSubnet(ip: string, cidr: string | null | undefined): boolean {
  if (!cidr) return false
  const [base, bits] = cidr.split('/')
  const prefix = Number(bits)
  const a = ipv4ToNumber(ip)
  const b = ipv4ToNumber(base)
  if (a === null || b === null || !Number.isInteger(prefix) || prefix < 0 || prefix > 32)
    return false
  const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0
  return (a & mask) >>> 0 === (b & mask) >>> 0
}
