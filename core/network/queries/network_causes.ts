import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import Controller from '#core/controllers/models/controller'
import { vendorManifest } from '#core/controllers/transformers/controller_transformer'
import { networkCounts } from '#core/network/queries/snapshot_queries'
import { networkWarnings, type NetworkWarning } from '#core/network/services/network_state'

export interface NetworkCauses {
  /** What the vendor calls its devices: ZeroTier's are network members. */
  deviceNoun: 'device' | 'member'
  warnings: NetworkWarning[]
}

/**
 * Why a venue's network badge is not simply "online", computed as the network dashboard computes it, so the venue
 * header's badge names the same causes (issue 32). A venue without a controller has none.
 */
export async function networkCauses(location: Location): Promise<NetworkCauses> {
  if (!location.controllerId) return { deviceNoun: 'device', warnings: [] }
  const [controller, counts] = await Promise.all([
    Controller.find(location.controllerId),
    networkCounts(location.id),
  ])
  return {
    deviceNoun: (controller && vendorManifest(controller.vendor)?.deviceNoun) || 'device',
    warnings: networkWarnings(controller?.status ?? null, counts.notOnline),
  }
}

/** A venue of a list page, with its controller's vendor and status (null without a controller). */
export interface CausesSubject {
  id: number
  controller_vendor: string | null
  controller_status: string | null
}

/** Devices that are not online, counted per state: what `notOnlineDevicesSql` answers per venue. */
export interface NotOnlineCounts {
  offline?: number | null
  pending?: number | null
  rebooting?: number | null
  upgrading?: number | null
  unknown?: number | null
}

/**
 * One grouped statement (as SQL text) counting, per venue (`location_id`), its devices that are not online by state,
 * for the venues `venuesWhere` selects, e.g. `location_id = any(?)` or `location_id in (select id from shown)`.
 * Statements that list venues join it, so their causes never cost a query per venue.
 */
export function notOnlineDevicesSql(venuesWhere: string) {
  return `select location_id,
         count(*) filter (where state = 'offline')::int as offline,
         count(*) filter (where state = 'pending')::int as pending,
         count(*) filter (where state = 'rebooting')::int as rebooting,
         count(*) filter (where state = 'upgrading')::int as upgrading,
         count(*) filter (where state not in ('online', 'offline', 'pending', 'rebooting', 'upgrading'))::int as unknown
       from network_devices where ${venuesWhere} and state <> 'online'
       group by location_id`
}

/** A venue's causes from its controller's vendor and status and its counted devices (none without a controller). */
export function causesOf(
  vendor: string | null,
  controllerStatus: string | null,
  counts: NotOnlineCounts | undefined
): NetworkCauses {
  if (vendor === null) return { deviceNoun: 'device', warnings: [] }
  return {
    deviceNoun: vendorManifest(vendor)?.deviceNoun || 'device',
    warnings: networkWarnings(controllerStatus, {
      offline: counts?.offline ?? 0,
      pending: counts?.pending ?? 0,
      rebooting: counts?.rebooting ?? 0,
      upgrading: counts?.upgrading ?? 0,
      unknown: counts?.unknown ?? 0,
    }),
  }
}

/**
 * The causes of every venue of a list page at once (issue 32: the list's badge names them as the header's does): one
 * grouped statement over the page's ids, never a query per row. Venues without a controller have none.
 */
export async function networkCausesOfPage(
  venues: CausesSubject[]
): Promise<Map<number, NetworkCauses>> {
  const bound = venues.filter((venue) => venue.controller_vendor !== null)
  const counted = new Map<number, NotOnlineCounts>()
  if (bound.length > 0) {
    const result = await db.rawQuery(notOnlineDevicesSql('location_id = any(?)'), [
      bound.map((venue) => venue.id),
    ])
    for (const row of result.rows) counted.set(row.location_id, row)
  }
  const causes = new Map<number, NetworkCauses>()
  for (const venue of venues)
    causes.set(
      venue.id,
      causesOf(venue.controller_vendor, venue.controller_status, counted.get(venue.id))
    )
  return causes
}
