import db from '@adonisjs/lucid/services/db'
import type { PortProfile, Subnet, Wlan } from '#core/plugins/controller_contract'
import { escapeLike } from '#kernel/http/list_validator'

export interface LocationNetworkRow {
  wlans: Wlan[]
  subnets: Subnet[]
  portProfiles: PortProfile[]
  syncedAt: Date | null
  rebootRequestedAt: Date | null
}

export async function locationNetwork(locationId: number): Promise<LocationNetworkRow> {
  const row = await db.from('location_networks').where('location_id', locationId).first()
  return {
    wlans: row?.wlans ?? [],
    subnets: row?.subnets ?? [],
    portProfiles: row?.port_profiles ?? [],
    syncedAt: row?.synced_at ?? null,
    rebootRequestedAt: row?.reboot_requested_at ?? null,
  }
}

export function listDevices(locationId: number) {
  return db
    .from('network_devices')
    .where('location_id', locationId)
    .orderByRaw("case kind when 'gateway' then 0 when 'switch' then 1 when 'ap' then 2 else 3 end")
    .orderBy('name')
    .orderBy('remote_id')
}

export function findDevice(locationId: number, deviceId: string) {
  return db.from('network_devices').where({ location_id: locationId, remote_id: deviceId }).first()
}

export async function networkCounts(locationId: number) {
  const [devices, clients] = await Promise.all([
    db
      .from('network_devices')
      .where('location_id', locationId)
      .select(
        db.raw('count(*)::int as devices'),
        db.raw("count(*) filter (where state = 'online')::int as devices_online"),
        db.raw("count(*) filter (where kind = 'gateway')::int as gateways"),
        db.raw("count(*) filter (where kind = 'switch')::int as switches"),
        db.raw("count(*) filter (where kind = 'ap')::int as aps"),
        db.raw("count(*) filter (where kind = 'other')::int as others"),
        db.raw("count(*) filter (where state = 'offline')::int as offline"),
        db.raw("count(*) filter (where state = 'pending')::int as pending"),
        db.raw("count(*) filter (where state = 'rebooting')::int as rebooting"),
        db.raw("count(*) filter (where state = 'upgrading')::int as upgrading"),
        db.raw(
          "count(*) filter (where state not in ('online', 'offline', 'pending', 'rebooting', 'upgrading'))::int as unknown"
        )
      )
      .first(),
    db
      .from('network_clients')
      .where('location_id', locationId)
      .where('online', true)
      .select(
        db.raw('count(*)::int as clients'),
        db.raw('count(*) filter (where wired)::int as wired'),
        db.raw('count(*) filter (where not wired)::int as wireless'),
        db.raw('count(*) filter (where guest)::int as guests')
      )
      .first(),
  ])
  return {
    devices: devices.devices,
    devicesOnline: devices.devices_online,
    gateways: devices.gateways,
    switches: devices.switches,
    aps: devices.aps,
    others: devices.others,
    /** The devices that are not online, by state: the causes of a warning. */
    notOnline: {
      offline: devices.offline,
      pending: devices.pending,
      rebooting: devices.rebooting,
      upgrading: devices.upgrading,
      unknown: devices.unknown,
    },
    clients: clients.clients,
    wiredClients: clients.wired,
    wirelessClients: clients.wireless,
    guestClients: clients.guests,
  }
}

export interface ClientFilters {
  search?: string
  q?: string
  kind?: 'wired' | 'wireless' | 'guest'
  sort?: 'name' | '-name' | 'ip' | '-ip' | 'signal' | '-signal' | 'lastSeen' | '-lastSeen'
  page?: number
  perPage?: number
}

const SORTS: Record<string, string> = {
  name: 'coalesce(c.alias, c.name, c.hostname, c.mac)',
  ip: 'c.ip',
  signal: 'c.signal_dbm',
  lastSeen: 'c.last_seen_at',
}

/** One page of a location's clients with the name of the device each hangs off (index: location_id, name, mac). */
export function listClients(locationId: number, filters: ClientFilters) {
  const query = db
    .from('network_clients as c')
    .leftJoin('network_devices as d', (join) =>
      join.on('d.location_id', 'c.location_id').andOn('d.mac', 'c.uplink_mac')
    )
    .where('c.location_id', locationId)
    .select('c.*', db.raw('coalesce(d.alias, d.name) as uplink_name'))
  const search = filters.search ?? filters.q
  if (search) {
    const like = `%${escapeLike(search.toLowerCase())}%`
    query.where((where) =>
      where
        .whereRaw("lower(coalesce(c.alias, c.name, '')) like ?", [like])
        .orWhereRaw("lower(coalesce(c.hostname, '')) like ?", [like])
        .orWhereRaw("coalesce(c.ip, '') like ?", [like])
        .orWhereRaw('c.mac like ?', [like])
        .orWhereRaw("lower(coalesce(c.vendor, '')) like ?", [like])
    )
  }
  if (filters.kind === 'wired') query.where('c.wired', true)
  if (filters.kind === 'wireless') query.where('c.wired', false)
  if (filters.kind === 'guest') query.where('c.guest', true)
  const sort = filters.sort ?? 'name'
  const direction = sort.startsWith('-') ? 'desc' : 'asc'
  query
    .orderByRaw(`${SORTS[sort.replace(/^-/, '')]} ${direction} nulls last`)
    .orderBy('c.mac', direction)
  return query.paginate(filters.page ?? 1, filters.perPage ?? 25)
}

export function findClient(locationId: number, mac: string) {
  return db.from('network_clients').where({ location_id: locationId, mac }).first()
}

export function listEvents(
  locationId: number,
  filters: { type?: string; page?: number; perPage?: number }
) {
  const query = db.from('network_events').where('location_id', locationId).orderBy('id', 'desc')
  if (filters.type) query.where('type', filters.type)
  return query.paginate(filters.page ?? 1, filters.perPage ?? 25)
}
