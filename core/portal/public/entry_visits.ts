import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { entryVisitValidator } from '#core/portal/sign_in/validators/sign_in_validator'
import type { GuestVisit } from '#core/portal/sign_in/guest_visit'

/**
 * The three shapes of the controllers' redirects to our page (vendors.md §6), mapped onto one visit:
 * - site path `/guest/s/{site}/?ap=&id=&t=&url=&ssid=` (the site's short name in the path);
 * - query `/guest?clientMac=&apMac=|gatewayMac=&vid=&ssidName=&radioId=&site=&t=&redirectUrl=&clientIp=` (the site's
 *   name in the query);
 * - browser-POST `/peplink?client_mac=&ap_mac=&ssid=&orig_url=&client_ip=` (the attribute names of that flow are not
 *   published as text, vendors.md §6.3: these are our choice, and the address the admin configures should carry
 *   `portal=<public id>`, since the redirect names no site we could check).
 */
export type EntryShape = 'site-path' | 'query' | 'browser-post'

type Query = Record<string, unknown>

const RAW: Record<EntryShape, (query: Query, site: string | undefined) => Record<string, unknown>> = {
  'site-path': (q, site) => ({ site, mac: q.id, apMac: q.ap, t: q.t, originalUrl: q.url, ssid: q.ssid }),
  'query': (q) => ({ mac: q.clientMac, apMac: q.apMac, gatewayMac: q.gatewayMac, vid: q.vid, ssid: q.ssidName, radioId: q.radioId, site: q.site, t: q.t, originalUrl: q.redirectUrl, clientIp: q.clientIp }),
  'browser-post': (q) => ({ mac: q.client_mac ?? q.mac, apMac: q.ap_mac, ssid: q.ssid, site: q.site, originalUrl: q.orig_url ?? q.url, clientIp: q.client_ip }),
}

/** The visit a redirect describes, or null when a parameter is missing or forged (no MAC, a bad MAC, a bad IP…). */
export async function entryVisit(ctx: HttpContext, shape: EntryShape): Promise<GuestVisit | null> {
  const raw = RAW[shape](ctx.request.qs(), ctx.params.site)
  try {
    return (await entryVisitValidator.validate(raw)) as GuestVisit
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) return null
    throw error
  }
}

/** `?portal=<public id>`, when present and shaped like one. */
export function portalParam(ctx: HttpContext): string | null {
  const value = ctx.request.qs().portal
  return typeof value === 'string' && /^[A-Za-z0-9_-]{10,32}$/.test(value) ? value : null
}
