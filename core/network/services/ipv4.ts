import { ipv4ToNumber } from '#core/plugins/ipv4'

/** IPv4 helper for fixed-IP reservations: is an address inside a subnet's CIDR ("192.168.1.1/24")? */
export function cidrContains(cidr: string, ip: string): boolean {
  const [base, bitsText] = cidr.split('/')
  const bits = Number(bitsText ?? 32)
  const network = ipv4ToNumber(base)
  const address = ipv4ToNumber(ip)
  if (network === null || address === null || !Number.isInteger(bits) || bits < 0 || bits > 32)
    return false
  const size = 2 ** (32 - bits)
  const start = Math.floor(network / size) * size
  const inside = address >= start && address < start + size
  // The network and broadcast addresses, and the gateway's own (the CIDR's address), cannot be handed to a client.
  return (
    inside &&
    address !== network &&
    (bits >= 31 || (address !== start && address !== start + size - 1))
  )
}
