import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import type Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import type Portal from '#core/portal/models/portal'
import { onPortalStampBump, readPortalStamp } from '#core/portal/public/cache/portal_stamp'

/** What a guest's sign-in reads before anything else: the portal, its venue and the venue's controller. */
export interface LoadedPortal {
  portal: Portal
  location: Location
  /** The venue's controller (null: the venue is bound to none, or it is gone). */
  controller: Controller | null
}

/**
 * The portals that guests sign in on, kept per process by public id: every guest of a venue would otherwise read the
 * same three rows (portal, venue, controller) on each sign-in. A copy serves only under the stamp it was loaded under
 * (portal_stamp.ts: bumped after every change of a portal's published state, of the venue's status, clock or binding,
 * of the controller's login or address) and for `GUEST_PORTAL_CACHE_MS` at most, a net for a row changed by hand.
 * Requests that arrive while a copy is being read share that read. Nothing is kept when the stamp cannot be read.
 */
const entries = new Map<string, { stamp: string; until: number; value: Promise<LoadedPortal | null> }>()
const keepMs = () => env.get('GUEST_PORTAL_CACHE_MS') ?? 30_000
const MAX_PORTALS = 10_000

onPortalStampBump(() => entries.clear())

export async function cachedPortal(
  publicId: string,
  load: (publicId: string) => Promise<LoadedPortal | null>,
  stamp: Promise<string | null> = readPortalStamp()
): Promise<LoadedPortal | null> {
  const current = await stamp
  if (current === null || keepMs() <= 0) return load(publicId)
  const now = Date.now()
  const known = entries.get(publicId)
  if (known && known.stamp === current && known.until > now) return known.value
  const entry = { stamp: current, until: Number.POSITIVE_INFINITY, value: load(publicId) }
  forgetExpired(now)
  entries.set(publicId, entry)
  entry.value.then(
    (found) => {
      // A portal that does not exist (or whose venue is archived) is read again each time: nothing to keep.
      if (found) entry.until = Date.now() + keepMs()
      else if (entries.get(publicId) === entry) entries.delete(publicId)
    },
    () => entries.get(publicId) === entry && entries.delete(publicId)
  )
  return entry.value
}

function forgetExpired(now: number) {
  if (entries.size < MAX_PORTALS) return
  for (const [id, entry] of entries)
    if (entry.until <= now || entries.size >= MAX_PORTALS) entries.delete(id)
}

/** Forgets every kept portal of this process. */
export function forgetCachedPortals() {
  entries.clear()
}

/**
 * The stamp read of a form post, started by its rate-limit middleware beside the venue-IP count so that both Redis
 * calls share one round trip; the controller takes it (once) when it looks the portal up.
 */
const prefetched = new WeakMap<HttpContext, Promise<string | null>>()

export function prefetchPortalStamp(ctx: HttpContext) {
  prefetched.set(ctx, readPortalStamp())
}

export function takePrefetchedStamp(ctx: HttpContext): Promise<string | null> | undefined {
  const stamp = prefetched.get(ctx)
  prefetched.delete(ctx)
  return stamp
}
