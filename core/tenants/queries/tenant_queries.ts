import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import Tenant from '#core/tenants/models/tenant'
import type { TenantStatus } from '#core/tenants/tenant_states'
import { AppException } from '#kernel/exceptions/app_exception'
import { escapeLike } from '#kernel/http/list_validator'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'

interface ListFilters {
  q?: string
  search?: string
  status?: TenantStatus
  page?: number
  perPage?: number
}

/** A venue's tenants, by name; `search` in name, e-mail and spaces. */
export function listTenants(location: Location, filters: ListFilters) {
  const query = Tenant.query().where('location_id', location.id)
  const term = filters.search ?? filters.q
  if (term) {
    const like = `%${escapeLike(term)}%`
    query.where((match) =>
      match.whereILike('name', like).orWhereILike('email', like).orWhereILike('spaces', like)
    )
  }
  if (filters.status) query.where('status', filters.status)
  return query
    .orderByRaw('lower(name)')
    .orderBy('id')
    .paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** The pending creations, the first due first. */
export function listPendingTenants(location: Location, filters: ListFilters) {
  return Tenant.query()
    .where('location_id', location.id)
    .where('status', 'pending_creation')
    .orderBy('create_after')
    .orderBy('id')
    .paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** A tenant of this venue, by the id in the path; anyone else's is simply not found. */
export async function findTenant(location: Location, id: unknown) {
  const tenant = await Tenant.query()
    .where('location_id', location.id)
    .where('id', routeId(id))
    .first()
  if (!tenant) throw AppException.notFound()
  return tenant
}

export async function findPendingTenant(location: Location, id: unknown) {
  const tenant = await findTenant(location, id)
  if (tenant.status !== 'pending_creation') throw AppException.notFound()
  return tenant
}

/** Lower-cased e-mail addresses of the venue's tenants that are not deactivated (one tenant per address). */
export async function liveTenantEmails(location: Location) {
  const rows = await db
    .from('tenants')
    .where('location_id', location.id)
    .whereNot('status', 'deactivated')
    .select(db.raw('lower(email) as email'))
  return new Set<string>(rows.map((row) => row.email))
}
