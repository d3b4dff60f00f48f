import db from '@adonisjs/lucid/services/db'
import { largeTotals } from '#core/locations/queries/large_totals'
import Location from '#core/locations/models/location'
import type { UserAccess } from '#core/access/services/user_access'
import { whereLocationVisible } from '#core/access/services/visibility'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'
import { DEVICES_SQL } from '#core/billing/plans/plan_sql'
import { networkCausesOfPage } from '#core/network/queries/network_causes'
import {
  buildMapIndex,
  cachedMapIndex,
  mapScopeKey,
  type MapPoint,
} from '#core/locations/map/map_index'

export interface LocationFilters {
  q?: string
  search?: string
  status?: string
  type?: string
  customer?: number
  customer_id?: number
  systemStatus?: string
  sort?: 'name' | '-name'
  page?: number
  perPage?: number
}

/**
 * The expression the trigram index of migration 1763700000120 covers;
 * searching on exactly this text lets PostgreSQL use the index.
 */
const SEARCH_TEXT =
  "lower(coalesce(locations.name, '') || ' ' || coalesce(locations.venue_name, '') || ' ' || coalesce(locations.city, '') || ' ' || coalesce(locations.address, ''))"

/** The filters of the list and the map, on any query over `locations`; archived ones only when asked for by status. */
function applyFilters<Q extends { where: any; whereNot: any; whereRaw: any }>(
  query: Q,
  filters: LocationFilters
): Q {
  const search = filters.search ?? filters.q
  if (search) query.whereRaw(`${SEARCH_TEXT} like ?`, [`%${escapeLike(search.toLowerCase())}%`])
  if (filters.status) query.where('locations.status', filters.status)
  else query.whereNot('locations.status', 'archived')
  if (filters.type) query.where('locations.type', filters.type)
  const customer = filters.customer ?? filters.customer_id
  if (customer) query.where('locations.customer_id', customer)
  if (filters.systemStatus) query.where('locations.network_status', filters.systemStatus)
  return query
}

/** The columns of a list row; GET /locations/{id} has every field. */
const LIST_COLUMNS = [
  'id',
  'customer_id',
  'name',
  'venue_name',
  'address',
  'zipcode',
  'city',
  'country',
  'type',
  'plan',
  'status',
  'network_status',
  'latitude',
  'longitude',
  'archived_at',
  'snoozed_until',
  'created_at',
  'updated_at',
].map((column) => `locations.${column}`)

export interface LocationListRow {
  id: number
  customer_id: number
  customer_name: string
  controller_vendor: string | null
  controller_status: string | null
  status: string
  archived_at: Date | null
  snoozed_until: Date | null
  [column: string]: unknown
}

/**
 * One page of list rows, with the customer's name joined in. Plain rows,
 * not models: hydrating and serialising every column of every row was most
 * of the time of this busy endpoint (see docs/benchmarks.md). The total
 * rides along as a scalar subquery, so a page costs one round trip; only a
 * page past the end asks for it on its own. A large total is remembered for
 * a few seconds (`largeTotals`), so paging through thousands of venues is
 * bound by the page, not by counting them all again.
 */
export async function listLocations(access: UserAccess, filters: LocationFilters) {
  const direction = filters.sort === '-name' ? 'desc' : 'asc'
  const page = filters.page ?? 1
  const perPage = filters.perPage ?? DEFAULT_PER_PAGE
  const visible = () => applyFilters(whereLocationVisible(db.from('locations'), access), filters)
  const count = visible().count('*').toSQL()
  const countKey = `${count.sql}\u0000${JSON.stringify(count.bindings)}`
  const known = largeTotals.get(countKey)
  const query = visible()
    .join('customers', 'customers.id', 'locations.customer_id')
    .leftJoin('controllers', 'controllers.id', 'locations.controller_id')
    .select(
      ...LIST_COLUMNS,
      'customers.name as customer_name',
      'controllers.vendor as controller_vendor',
      'controllers.status as controller_status'
    )
    // More devices than the plan allows (core/billing/plans): the list flags the venue.
    .select(db.raw(`${DEVICES_SQL} as devices`), 'locations.subscription_status')
    .orderBy('locations.name', direction)
    .orderBy('locations.id', direction)
    .limit(perPage)
    .offset((page - 1) * perPage)
  if (!known) void query.select(db.raw(`(${count.sql}) as total_count`, count.bindings as any[]))
  const found: (LocationListRow & { total_count?: string | number })[] = await query
  const total =
    known?.total ??
    (found.length
      ? Number(found[0].total_count)
      : Number((await visible().count('* as total'))[0].total))
  if (!known) largeTotals.remember(countKey, total)
  const rows: LocationListRow[] = found.map(({ total_count: _, ...row }) => row)
  return { rows, meta: { total, page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) } }
}

/**
 * Every visible location the map draws, as the JSON text of the array
 * `[{id, name, status, network_status, lat, lng}]`. PostgreSQL builds the
 * JSON: at 10,000 rows that is several times faster than hydrating and
 * serialising rows in Node.
 */
export async function locationPinsJson(
  access: UserAccess,
  filters: LocationFilters
): Promise<string> {
  const pins = applyFilters(whereLocationVisible(db.from('locations'), access), filters).select(
    'locations.id',
    'locations.name',
    'locations.status',
    'locations.network_status',
    'locations.latitude as lat',
    'locations.longitude as lng'
  )
  const { sql, bindings } = pins.toSQL()
  const result = await db.rawQuery(
    `select coalesce(json_agg(pins order by pins.id), '[]')::text as json from (${sql}) as pins`,
    bindings as any[]
  )
  const row = result.rows[0]
  return row.json
}

interface MapRow extends Omit<MapPoint, 'lat' | 'lng' | 'causes'> {
  lat: number | null
  lng: number | null
  controller_vendor: string | null
  controller_status: string | null
}

/**
 * The clustering index of every visible location the map draws (filters as the list), built once per visibility
 * scope and filters and kept briefly (see map_index.ts): a busy map is not re-read and re-indexed per request.
 * Venues that are not online carry their causes (issue 32: the map's label names them as the list does), counted
 * with the index in one grouped statement; a venue whose state moves renews the index at once, other device moves
 * show when it expires.
 */
export function locationMapIndex(access: UserAccess, filters: LocationFilters) {
  const query = applyFilters(whereLocationVisible(db.from('locations'), access), filters)
    .leftJoin('controllers', 'controllers.id', 'locations.controller_id')
    .select(
      'locations.id',
      'locations.name',
      'locations.network_status as state',
      'locations.latitude as lat',
      'locations.longitude as lng',
      'controllers.vendor as controller_vendor',
      'controllers.status as controller_status'
    )
  const { sql, bindings } = query.toSQL()
  return cachedMapIndex(mapScopeKey(sql, bindings), async () => {
    const rows: MapRow[] = await query
    const located = rows.filter(
      (row): row is MapRow & MapPoint => row.lat !== null && row.lng !== null
    )
    const causes = await networkCausesOfPage(located.filter((row) => row.state !== 'online'))
    const points = located.map(
      ({ controller_vendor: _, controller_status: __, ...point }): MapPoint => {
        const named = causes.get(point.id)
        return named?.warnings.length ? { ...point, causes: named } : point
      }
    )
    return buildMapIndex(points, rows.length - located.length)
  })
}

/** A location the user can see, else 404. */
export async function findVisibleLocation(access: UserAccess, id: number) {
  const location = await whereLocationVisible(Location.query(), access)
    .where('locations.id', id)
    .first()
  if (!location) throw AppException.notFound()
  return location
}
