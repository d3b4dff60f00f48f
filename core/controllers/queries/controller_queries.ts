import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'

export interface ControllerFilters {
  q?: string
  search?: string
  vendor?: string
  status?: string
  page?: number
  perPage?: number
}

export interface ControllerCounts {
  siteCount: number
  locationCount: number
}

export async function listControllers(filters: ControllerFilters) {
  const query = Controller.query().orderBy('alias').orderBy('id')
  const search = filters.search ?? filters.q
  if (search) {
    const like = `%${escapeLike(search.toLowerCase())}%`
    query.where((where) =>
      where.whereRaw('lower(alias) like ?', [like]).orWhereRaw('lower(url) like ?', [like])
    )
  }
  if (filters.vendor) query.where('vendor', filters.vendor)
  if (filters.status) query.where('status', filters.status)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** Sites and bound locations per controller, for a page of controllers in two queries. */
export async function controllerCounts(ids: number[]): Promise<Map<number, ControllerCounts>> {
  const counts = new Map(ids.map((id) => [id, { siteCount: 0, locationCount: 0 }]))
  if (!ids.length) return counts
  const [sites, locations] = await Promise.all([
    db
      .from('controller_sites')
      .whereIn('controller_id', ids)
      .groupBy('controller_id')
      .select('controller_id')
      .count('* as total'),
    db
      .from('locations')
      .whereIn('controller_id', ids)
      .groupBy('controller_id')
      .select('controller_id')
      .count('* as total'),
  ])
  for (const row of sites) counts.get(row.controller_id)!.siteCount = Number(row.total)
  for (const row of locations) counts.get(row.controller_id)!.locationCount = Number(row.total)
  return counts
}

/** Sites from the last sync with the location bound to each. */
export async function listStoredSites(controllerId: number) {
  return db
    .from('controller_sites')
    .leftJoin('locations', (join) =>
      join
        .on('locations.controller_id', 'controller_sites.controller_id')
        .andOn('locations.controller_site_id', 'controller_sites.remote_id')
    )
    .where('controller_sites.controller_id', controllerId)
    .orderBy('controller_sites.name')
    .select('controller_sites.*', 'locations.id as location_id', 'locations.name as location_name')
}

/** Which location each of the controller's sites is bound to. */
export async function siteBindings(controllerId: number) {
  const rows = await db
    .from('locations')
    .where('controller_id', controllerId)
    .whereNotNull('controller_site_id')
    .select('id', 'name', 'controller_site_id')
  return new Map(
    rows.map((row) => [
      row.controller_site_id as string,
      { id: row.id as number, name: row.name as string },
    ])
  )
}

/** The controller a path names, else 404. */
export async function findControllerOrFail(id: unknown) {
  const controller = await Controller.find(routeId(id))
  if (!controller) throw AppException.notFound()
  return controller
}
