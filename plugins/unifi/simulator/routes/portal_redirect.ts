/**
 * Plays the AP's part of the external-portal flow (vendors.md §6.1): the 302 an unauthorized guest gets,
 * to `<portal>/guest/s/<site>/?ap=<AP MAC>&id=<client MAC>&t=<unix s>&url=<original URL>&ssid=<SSID>`.
 */
import { siteContext, type Engine } from '../engine.js'
import type { SimResponse } from '../http/responses.js'
import { onlineClients } from '../views/client_view.js'

export function portalRedirect(engine: Engine, query: URLSearchParams): SimResponse {
  const siteName = query.get('site') ?? ''
  const portal = query.get('portal') ?? ''
  const site = engine.store.get(siteName)
  if (!site || !/^https?:\/\//.test(portal)) {
    return { status: 400, body: { error: 'site (known) and portal (http[s] URL) are required' } }
  }
  const ctx = siteContext(engine, site)
  const online = onlineClients(site, ctx.live, ctx.now)
  // Without `mac`, the AP plays its part for a guest it has not let through yet (the demo's "Try as a guest").
  const mac = (
    query.get('mac') ??
    online.find((c) => c.is_guest && !c.authorized)?.mac ??
    ''
  ).toLowerCase()
  if (!mac)
    return {
      status: 409,
      body: { error: 'no guest of this site is waiting for the portal; pass mac' },
    }
  const client = online.find((c) => c.mac === mac)
  const guestWlan = site.wlans.find((w) => w.is_guest && w.enabled !== false)
  const ap =
    query.get('ap') ?? client?.ap_mac ?? site.devices.find((d) => d.kind === 'ap')?.mac ?? ''
  // MACs go out raw (as an AP writes them); the original URL and the SSID are percent-encoded.
  const url = query.get('url') ?? 'http://connectivitycheck.gstatic.com/generate_204'
  const ssid = query.get('ssid') ?? client?.essid ?? guestWlan?.name ?? ''
  const t = Math.floor(ctx.now / 1000)
  const search = `ap=${ap}&id=${mac}&t=${t}&url=${encodeURIComponent(url)}&ssid=${encodeURIComponent(ssid)}`
  const location = `${portal.replace(/\/+$/, '')}/guest/s/${encodeURIComponent(site.name)}/?${search}`
  return { status: 302, headers: { location }, body: '' }
}
