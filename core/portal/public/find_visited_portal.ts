import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Controller from '#core/controllers/models/controller'
import Location from '#core/locations/models/location'
import Portal from '#core/portal/models/portal'
import { findPortalByPublicId } from '#core/portal/portal_queries'
import { cachedPortal } from '#core/portal/public/cache/sign_in_portal_cache'

export interface VisitedPortal {
  portal: Portal
  location: Location
  /** The venue's controller, when the portal came from the per-process cache (sign_in_portal_cache.ts). */
  controller?: Controller | null
}

export interface PortalLookup {
  /** `?portal=<public id>` on the external-portal address, when the admin configured one. */
  publicId?: string | null
  /** The site the redirect names: a site's short name (path entry) or its name (query entry). */
  site?: string | null
  /** The AP or gateway the guest is behind, which only the right venue's synced devices include. */
  deviceMac?: string | null
  /** The portal stamp, when its read was started already (beside the rate-limit count of a form post). */
  stamp?: Promise<string | null>
}

/**
 * The venue a controller's redirect is for. A venue is bound to (controller, site id), and the redirect names the site
 * by its id or by its name, never the controller, so:
 *
 * 1. a portal public id (`?portal=` on the configured portal address) decides; a site named beside it must be that
 *    venue's, else nothing is shown (a link cannot show one venue's portal for another's site);
 * 2. else the venues bound to a site with that id, or failing that with that name (any case), not archived;
 * 3. several of them (every controller has a `default` site): the one whose last sync saw the AP or gateway the
 *    guest is behind;
 * 4. still several, or none: no portal ("portal not available"), logged so that support can add `?portal=`.
 */
export async function findVisitedPortal(lookup: PortalLookup): Promise<VisitedPortal | null> {
  if (lookup.publicId) return byPublicId(lookup.publicId, lookup.site ?? null, lookup.stamp)
  if (!lookup.site) return null
  let candidates = await venuesBySite(lookup.site)
  if (candidates.length > 1 && lookup.deviceMac) {
    const seen = await db.from('network_devices').whereIn('location_id', candidates).where('mac', lookup.deviceMac).distinct('location_id')
    if (seen.length > 0) candidates = seen.map((row) => Number(row.location_id))
  }
  if (candidates.length !== 1) {
    if (candidates.length > 1) logger.warn({ site: lookup.site, venues: candidates }, 'guest portal: several venues match the site; add ?portal=<public id> to the portal address')
    return null
  }
  const portal = await Portal.query().where('location_id', candidates[0]).first()
  return portal ? withLocation(portal) : null
}

async function byPublicId(publicId: string, site: string | null, stamp?: Promise<string | null>) {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(publicId)) return null
  const visited = await cachedPortal(publicId, loadByPublicId, stamp)
  if (!visited || !site) return visited
  const matches = await venuesBySite(site)
  return matches.includes(visited.location.id) ? visited : null
}

async function venuesBySite(site: string): Promise<number[]> {
  const base = () => db.from('locations as l').whereNotNull('l.controller_id').whereNot('l.status', 'archived').select('l.id')
  const byId = await base().where('l.controller_site_id', site)
  if (byId.length) return byId.map((row) => Number(row.id))
  const byName = await base()
    .join('controller_sites as cs', (join) => join.on('cs.controller_id', 'l.controller_id').andOn('cs.remote_id', 'l.controller_site_id'))
    .whereRaw('lower(cs.name) = lower(?)', [site])
  return byName.map((row) => Number(row.id))
}

/** What the public pages and a sign-in read of the venue; a location row is wide, and this runs for every guest. */
const VENUE_COLUMNS = ['id', 'customer_id', 'name', 'venue_name', 'status', 'timezone', 'opening_hours', 'controller_id', 'controller_site_id', 'vendor_settings']

/** A portal with its venue and the venue's controller: what the cache keeps of it. */
async function loadByPublicId(publicId: string) {
  const portal = await findPortalByPublicId(publicId)
  const visited = portal ? await withLocation(portal) : null
  if (!visited) return null
  const { controllerId } = visited.location
  return { ...visited, controller: controllerId ? await Controller.find(controllerId) : null }
}

async function withLocation(portal: Portal): Promise<VisitedPortal | null> {
  const location = await Location.query().where('id', portal.locationId).select(VENUE_COLUMNS).first()
  if (!location || location.status === 'archived') return null
  return { portal, location }
}
