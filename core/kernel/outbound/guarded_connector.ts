import { isIP, type LookupFunction } from 'node:net'
import { buildConnector } from 'undici'
import { addressRefusal } from '#kernel/outbound/address_rules'
import { OutboundError } from '#kernel/outbound/outbound_errors'
import {
  outboundResolver,
  type OutboundPolicy,
  type ResolvedAddress,
} from '#kernel/outbound/outbound_policy'

const LOOPBACK_NAMES = new Set(['localhost', 'localhost.'])
/** The only refusals a policy's `privateRanges` can lift. */
const OPENABLE = new Set(['private', 'unique_local', 'shared_cgnat'])

/** Throws unless the policy lets us reach this address. */
export function assertReachableAddress(address: string, policy: OutboundPolicy) {
  const refusal = addressRefusal(address)
  if (!refusal || (refusal === 'loopback' && policy.allowLoopback)) return
  if (OPENABLE.has(refusal) && policy.privateRanges && withinRanges(address, policy.privateRanges))
    return
  throw new OutboundError('blocked_address', `refused to reach ${address} (${refusal})`)
}

function withinRanges(address: string, ranges: NonNullable<OutboundPolicy['privateRanges']>) {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]
  const family = isIP(bare)
  return family !== 0 && ranges.check(bare, family === 6 ? 'ipv6' : 'ipv4')
}

/** Whether the URL's host is loopback by name or literal (plain http to it never leaves the machine). */
export function isLoopbackHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, '')
  return LOOPBACK_NAMES.has(host.toLowerCase()) || addressRefusal(host) === 'loopback'
}

/** Every address of `hostname`, each checked; one refused address refuses the name (no partial trust). */
export async function resolveReachable(
  hostname: string,
  policy: OutboundPolicy
): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) {
    assertReachableAddress(host, policy)
    return [{ address: host, family: isIP(host) === 6 ? 6 : 4 }]
  }
  let addresses: ResolvedAddress[]
  try {
    addresses = await outboundResolver()(host)
  } catch (error) {
    throw new OutboundError('dns', `${host} does not resolve`, { cause: error })
  }
  if (addresses.length === 0) throw new OutboundError('dns', `${host} has no address`)
  for (const { address } of addresses) assertReachableAddress(address, policy)
  return addresses
}

/**
 * The `lookup` the socket calls at connect time: the address it connects to is the one checked here, so a name that
 * resolved to a public address when the URL was saved and to a private one now (DNS rebinding) is refused.
 */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveReachable(hostname, policy).then(
      (addresses) => {
        const family = typeof options === 'object' ? options.family : options
        const wanted =
          family === 4 || family === 6
            ? addresses.filter((entry) => entry.family === family)
            : addresses
        if (wanted.length === 0)
          return callback(
            new OutboundError('dns', `${hostname} has no IPv${family} address`),
            '',
            4
          )
        if (typeof options === 'object' && options.all) return (callback as any)(null, wanted)
        callback(null, wanted[0].address, wanted[0].family)
      },
      (error) => callback(error, '', 4)
    )
  }
}

/**
 * An undici connector that applies the public-address rule on every new connection. IP literals never reach
 * `lookup`, so they are checked here. When the policy allows loopback (tests, demo), a loopback receiver's
 * self-signed certificate is accepted; every other host's certificate is verified. A caller that says `verifyTls`
 * (a controller: its admin chose whether to accept a self-signed certificate) gets exactly that, loopback included.
 */
export function guardedConnector(
  policy: OutboundPolicy,
  connectTimeoutMs: number,
  verifyTls?: boolean
): buildConnector.connector {
  const lookup = guardedLookup(policy)
  const verified = buildConnector({
    timeout: connectTimeoutMs,
    lookup,
    rejectUnauthorized: verifyTls ?? true,
  } as buildConnector.BuildOptions)
  const loopback = buildConnector({
    timeout: connectTimeoutMs,
    lookup,
    rejectUnauthorized: false,
  } as buildConnector.BuildOptions)
  return (options, callback) => {
    const host = options.hostname.replace(/^\[|\]$/g, '')
    if (isIP(host)) {
      try {
        assertReachableAddress(host, policy)
      } catch (error) {
        return callback(error as Error, null)
      }
    }
    return (
      verifyTls === undefined && policy.allowLoopback && isLoopbackHost(host) ? loopback : verified
    )(options, callback)
  }
}
