import { BlockList, isIP } from 'node:net'

/**
 * Parses a comma- or space-separated CIDR list (`10.20.0.0/16, fd00:1::/64`); a bare address is one host. Throws
 * on an entry that is not one, naming it (the setting is checked at boot, start/env.ts).
 */
export function parseNetworks(text: string | undefined): BlockList | null {
  const entries = (text ?? '').split(/[\s,]+/).filter(Boolean)
  if (entries.length === 0) return null
  const list = new BlockList()
  for (const entry of entries) {
    const [address, prefixText, extra] = entry.split('/')
    const family = isIP(address)
    const max = family === 6 ? 128 : 32
    const prefix = prefixText === undefined ? max : Number(prefixText)
    if (!family || extra !== undefined || !/^\d+$/.test(prefixText ?? String(max)) || prefix > max)
      throw new Error(`not a network: ${entry}`)
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4')
  }
  return list
}
