import { BlockList, isIPv4, isIPv6 } from 'node:net'

/**
 * Which IP addresses a request to a URL a user typed may reach (architecture §10): only public unicast ones. The
 * reason names the range, so logs and tests can tell a loopback refusal from a private one.
 */
export type AddressRefusal =
  | 'loopback'
  | 'private'
  | 'shared_cgnat'
  | 'link_local'
  | 'unique_local'
  | 'multicast'
  | 'unspecified'
  | 'reserved'
  | 'invalid'

const V4_RANGES: Array<[string, number, AddressRefusal]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['100.64.0.0', 10, 'shared_cgnat'],
  ['169.254.0.0', 16, 'link_local'],
  ['224.0.0.0', 4, 'multicast'],
  // IETF protocol assignments, documentation, benchmarking, 6to4 relay and the old class E (broadcast included).
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['240.0.0.0', 4, 'reserved'],
]

const V6_RANGES: Array<[string, number, AddressRefusal]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['fc00::', 7, 'unique_local'],
  ['fe80::', 10, 'link_local'],
  // Deprecated site-local: still routed inside some networks.
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast'],
  ['100::', 64, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
  // Teredo hides its IPv4 address (obfuscated); refused rather than decoded.
  ['2001::', 32, 'reserved'],
]

function blockLists(ranges: Array<[string, number, AddressRefusal]>, type: 'ipv4' | 'ipv6') {
  return ranges.map(([network, prefix, reason]) => {
    const list = new BlockList()
    list.addSubnet(network, prefix, type)
    return { list, reason }
  })
}

const V4 = blockLists(V4_RANGES, 'ipv4')
const V6 = blockLists(V6_RANGES, 'ipv6')

/** The eight 16-bit groups of an IPv6 address (any notation, dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number)
    text =
      text.slice(0, -dotted[1].length) +
      `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined]
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0')
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16))
}

function v4FromGroups(high: number, low: number) {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`
}

/**
 * The IPv4 address an IPv6 one carries, for the forms that reach an IPv4 host: mapped (::ffff:a.b.c.d),
 * compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:AABB:CCDD::).
 */
function embeddedIpv4(groups: number[]): string | null {
  const zeroUntil = (end: number) => groups.slice(0, end).every((group) => group === 0)
  if (zeroUntil(5) && groups[5] === 0xffff) return v4FromGroups(groups[6], groups[7])
  if (zeroUntil(6) && (groups[6] !== 0 || groups[7] > 1)) return v4FromGroups(groups[6], groups[7])
  if (
    groups[0] === 0x64 &&
    groups[1] === 0xff9b &&
    groups.slice(2, 6).every((group) => group === 0)
  )
    return v4FromGroups(groups[6], groups[7])
  if (groups[0] === 0x2002) return v4FromGroups(groups[1], groups[2])
  return null
}

/** Why this address may not be reached, or null when it is a public unicast address. */
export function addressRefusal(address: string): AddressRefusal | null {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]
  if (isIPv4(bare)) return V4.find(({ list }) => list.check(bare, 'ipv4'))?.reason ?? null
  if (!isIPv6(bare)) return 'invalid'
  const groups = ipv6Groups(bare)
  if (groups.length !== 8 || groups.some((group) => Number.isNaN(group))) return 'invalid'
  const embedded = embeddedIpv4(groups)
  if (embedded) return addressRefusal(embedded)
  return V6.find(({ list }) => list.check(bare, 'ipv6'))?.reason ?? null
}
