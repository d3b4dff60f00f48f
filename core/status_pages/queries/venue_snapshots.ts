import db from '@adonisjs/lucid/services/db'
import { venueState, type VenueSnapshot } from '#core/status_pages/headline_state'
import type { HeadlineState } from '#core/status_pages/status_page_config'

export interface VenueDevice {
  id: string
  online: boolean
  changedAt: Date
}

export interface DeviceGroupRow {
  id: number
  name: string
  device_ids: string[] | null
}

/** One venue as a status page shows it, read from the last sync's snapshot (core/network tables). */
export interface VenueStatus {
  id: number
  name: string
  timeZone: string
  state: HeadlineState
  devices: VenueDevice[]
  /** Its device groups, when asked for (a venue's own page). */
  deviceGroups: DeviceGroupRow[]
  /** The last change of its network status or of one of its devices. */
  lastChangedAt: Date | null
  /** The last sync that read it. */
  checkedAt: Date | null
}

const latest = (...dates: Array<Date | null | undefined>) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null)

const GROUPS = `(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'device_ids', g.device_ids) order by g.name, g.id), '[]')
   from device_groups g where g.location_id = l.id)`

/**
 * The venues' states in one statement whatever their number (a group page may hold hundreds): each venue with its
 * controller's connection, its devices, its last network-status event and, for a venue's own page, its groups.
 */
export async function loadVenueStatuses(
  locationIds: number[],
  options: { withGroups?: boolean } = {}
): Promise<VenueStatus[]> {
  if (!locationIds.length) return []
  const { rows } = await db.rawQuery(
    `select l.id, l.name, l.status, l.network_status, l.controller_id, l.controller_site_id, l.timezone, c.status as controller_status, n.synced_at,
       (select coalesce(json_agg(json_build_object('id', d.remote_id, 'state', d.state, 'changed_at', d.updated_at)), '[]')
          from network_devices d where d.location_id = l.id) as devices,
       (select e.at from network_events e where e.location_id = l.id and e.type = 'network_status' order by e.id desc limit 1) as status_changed_at,
       ${options.withGroups ? GROUPS : `'[]'::json`} as device_groups
     from locations l
     left join controllers c on c.id = l.controller_id
     left join location_networks n on n.location_id = l.id
     where l.id = any(?::int[])`,
    [locationIds]
  )
  const order = new Map(locationIds.map((id, index) => [id, index]))
  return (rows as Array<Record<string, any>>)
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((venue) => {
      const devices = (
        venue.devices as Array<{ id: string; state: string; changed_at: string }>
      ).map((device) => ({
        id: device.id,
        state: device.state,
        changedAt: new Date(device.changed_at),
      }))
      const snapshot: VenueSnapshot = {
        status: venue.status,
        networkStatus: venue.network_status,
        bound: venue.controller_id !== null && venue.controller_site_id !== null,
        controllerStatus: venue.controller_status ?? null,
        devices,
      }
      return {
        id: venue.id,
        name: venue.name,
        timeZone: venue.timezone,
        state: venueState(snapshot),
        devices: devices.map((device) => ({
          id: device.id,
          online: device.state === 'online',
          changedAt: device.changedAt,
        })),
        deviceGroups: venue.device_groups,
        lastChangedAt: latest(
          venue.status_changed_at ? new Date(venue.status_changed_at) : null,
          ...devices.map((device) => device.changedAt)
        ),
        checkedAt: venue.synced_at ? new Date(venue.synced_at) : null,
      }
    })
}
