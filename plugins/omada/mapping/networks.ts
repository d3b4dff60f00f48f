import type { PoeMode, PortProfile, RemoteSite, Subnet } from '#core/plugins/controller_contract'
import { ipv4ToNumber } from '#core/plugins/ipv4'
import type { OmadaLanNetwork, OmadaLanProfile, OmadaSite } from '../client/vendor_types.js'

export function mapSite(site: OmadaSite): RemoteSite {
  return { id: site.siteId, name: site.name || site.siteId, parentId: null, parentName: null }
}

/** A portal network is the guests'; a VLAN-only network has no subnet of its own. */
export function mapSubnet(network: OmadaLanNetwork): Subnet {
  const purpose: Subnet['purpose'] = network.portal
    ? 'guest'
    : network.purpose === 0
      ? 'vlan'
      : 'corporate'
  return {
    id: network.id,
    name: network.name,
    purpose,
    vlan: typeof network.vlan === 'number' ? network.vlan : null,
    cidr: network.gatewaySubnet || null,
  }
}

export function poeModeOfProfile(poe: number | undefined): PoeMode | null {
  return poe === 0 ? 'auto' : poe === 1 ? 'off' : null
}

export function mapPortProfile(profile: OmadaLanProfile): PortProfile {
  return {
    id: profile.id,
    name: profile.name,
    nativeNetworkId: profile.nativeNetworkId || null,
    poe: poeModeOfProfile(profile.poe),
  }
}

/** Whether `ip` lies in `cidr` ("192.168.0.1/24": gateway address / prefix). */
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

/** The network a VLAN tag puts a user on (PPSK keys and SSIDs carry only the tag). */
export function networkForVlan(
  networks: OmadaLanNetwork[],
  vlan: number | null | undefined
): OmadaLanNetwork | null {
  if (typeof vlan !== 'number') return null
  return networks.find((n) => n.vlan === vlan) ?? null
}
