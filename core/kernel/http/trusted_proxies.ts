import proxyAddr from 'proxy-addr'

/**
 * Which hops may tell us the client's address through X-Forwarded-For. Nobody by default: a client that talks to
 * us directly could otherwise pick its own IP and dodge every per-IP limit or forge the audit log. TRUSTED_PROXIES
 * lists the load balancers in front of the web processes (IPs, CIDRs, or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`), comma-separated. An invalid entry stops the boot.
 */
export function trustedProxies(
  setting: string | undefined
): (address: string, distance: number) => boolean {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return () => false
  return proxyAddr.compile(entries)
}
