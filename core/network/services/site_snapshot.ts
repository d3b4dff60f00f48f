import type {
  NetworkClient,
  NetworkDevice,
  PortProfile,
  Subnet,
  Wlan,
} from '#core/plugins/controller_contract'

/** What one sync fetched for one bound site; the optional lists are absent when the vendor lacks them. */
export interface SiteSnapshot {
  devices: NetworkDevice[]
  clients: NetworkClient[]
  wlans?: Wlan[]
  subnets?: Subnet[]
  portProfiles?: PortProfile[]
  /** The settings lists were not asked for this time (not due): what is stored stays. */
  settingsKept?: true
}

export interface BoundLocation {
  id: number
  siteId: string
  networkStatus: string
  /** Whether this sync reads the site's settings lists (always, unless the periodic sync finds them not due). */
  readSettings?: boolean
}

/** One fetched site on its way into the database. */
export interface SnapshotItem {
  controllerId: number
  location: BoundLocation
  snapshot: SiteSnapshot
}

/** What the network history records (GET /locations/{id}/network/history). */
export const NETWORK_EVENT_TYPES = [
  'device_offline',
  'device_online',
  'network_status',
  'client_count',
  'command',
] as const
export type NetworkEventType = (typeof NETWORK_EVENT_TYPES)[number]

export interface NetworkEventRow {
  location_id: number
  at: Date
  type: NetworkEventType
  device_id: string | null
  device_name: string | null
  data: string
}

export function eventRow(
  locationId: number,
  type: NetworkEventRow['type'],
  data: Record<string, unknown>,
  device?: { id: string; name: string } | null,
  at = new Date()
): NetworkEventRow {
  return {
    location_id: locationId,
    at,
    type,
    device_id: device?.id ?? null,
    device_name: device?.name ?? null,
    data: JSON.stringify(data),
  }
}

/** Rows per statement: far below PostgreSQL's 65,535 bind parameters whatever a site's size. */
export const ROWS_PER_STATEMENT = 1000

export function chunks<T>(rows: T[], size = ROWS_PER_STATEMENT): T[][] {
  const result: T[][] = []
  for (let start = 0; start < rows.length; start += size)
    result.push(rows.slice(start, start + size))
  return result
}
