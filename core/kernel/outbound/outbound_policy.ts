import { lookup } from 'node:dns/promises'
import type { BlockList } from 'node:net'
import env from '#start/env'
import { parseNetworks } from '#kernel/outbound/network_list'

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

/** Resolves a host name to every address it has (A and AAAA). */
export type OutboundResolver = (hostname: string) => Promise<ResolvedAddress[]>

export interface OutboundPolicy {
  /** Loopback is reachable (tests and the demo's in-process receivers); private ranges never are. */
  allowLoopback: boolean
  /** Plain http is accepted (development); otherwise https only. */
  allowHttp: boolean
  /**
   * Private ranges this request may reach (a controller an admin marked `private_network`, within
   * CONTROLLER_PRIVATE_NETWORKS). Only private, unique-local and CGNAT addresses can be opened this way: loopback,
   * link-local (cloud metadata), multicast and reserved ranges stay refused whatever the list says.
   */
  privateRanges?: BlockList | null
}

const systemResolver: OutboundResolver = async (hostname) => {
  const addresses = await lookup(hostname, { all: true, verbatim: true })
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }))
}

let resolver: OutboundResolver = systemResolver

/** The resolver in use: the system's, unless a test replaced it. Read at every lookup, so a swap applies at once. */
export function outboundResolver(): OutboundResolver {
  return resolver
}

/**
 * Tests: answer names from a table (`{ 'rebind.test': ['10.0.0.7'] }`, read at every lookup, so changing an entry changes the answer) and the rest from the system, so the guard is
 * tested by its decision without ever connecting to a non-loopback address. Returns the function that restores it.
 */
export function fakeOutboundResolution(names: Record<string, string[]>) {
  resolver = async (hostname) => {
    const answer = names[hostname.toLowerCase()]
    if (!answer) return systemResolver(hostname)
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
  return () => {
    resolver = systemResolver
  }
}

/** The policy from the environment (OUTBOUND_ALLOW_PRIVATE, OUTBOUND_ALLOW_HTTP; both off unless set). */
export function outboundPolicy(): OutboundPolicy {
  return {
    allowLoopback: env.get('OUTBOUND_ALLOW_PRIVATE') ?? false,
    allowHttp: env.get('OUTBOUND_ALLOW_HTTP') ?? false,
  }
}

let controllerNetworks: { text: string | undefined; list: BlockList | null } | null = null

/**
 * The policy of a controller's (and an integration plugin's) requests: the outbound policy, and for a controller an
 * admin marked as living on a private network, the ranges CONTROLLER_PRIVATE_NETWORKS opens (none when unset).
 */
export function controllerPolicy(privateNetwork = false): OutboundPolicy {
  const base = outboundPolicy()
  if (!privateNetwork) return base
  const text = env.get('CONTROLLER_PRIVATE_NETWORKS')
  if (!controllerNetworks || controllerNetworks.text !== text)
    controllerNetworks = { text, list: parseNetworks(text) }
  return { ...base, privateRanges: controllerNetworks.list }
}
