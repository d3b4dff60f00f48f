/**
 * Fixed-IP (DHCP reservation) checks. The rules are what a controller enforces in its UI; the exact
 * `api.err.*` strings are simulated ([U]).
 */
import type { SimSite, SimUser } from '../model/site_model.js'

function ipToNumber(ip: string): number | null {
  const parts = ip.split('.')
  if (parts.length !== 4) return null
  let value = 0
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null
    value = value * 256 + Number(part)
  }
  return value
}

export function fixedIpError(
  site: SimSite,
  user: SimUser,
  networkId: unknown,
  fixedIp: unknown
): string | null {
  const network = site.networks.find((n) => n._id === networkId && n.purpose !== 'wan')
  if (!network || typeof network.ip_subnet !== 'string') return 'api.err.IdInvalid'
  if (typeof fixedIp !== 'string') return 'api.err.InvalidFixedIP'
  const ip = ipToNumber(fixedIp)
  const [gatewayText, bitsText] = network.ip_subnet.split('/')
  const gateway = ipToNumber(gatewayText)!
  const bits = Number(bitsText)
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0
  const base = (gateway & mask) >>> 0
  const broadcast = (base | (~mask >>> 0)) >>> 0
  if (
    ip === null ||
    (ip & mask) >>> 0 !== base ||
    ip === base ||
    ip === broadcast ||
    ip === gateway
  ) {
    return 'api.err.InvalidFixedIP'
  }
  const taken = site.users.some(
    (other) =>
      other !== user &&
      other.use_fixedip &&
      other.network_id === networkId &&
      other.fixed_ip === fixedIp
  )
  return taken ? 'api.err.FixedIpAlreadyUsedByClient' : null
}
