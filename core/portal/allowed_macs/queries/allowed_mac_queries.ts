import LocationAllowedMac from '#core/portal/models/location_allowed_mac'
import { AppException } from '#kernel/exceptions/app_exception'
import { escapeLike } from '#kernel/http/list_validator'
import { routeId } from '#kernel/http/route_id'
import { RENEW_WITHIN_DAYS } from '#core/portal/allowed_macs/services/allowed_mac_push'

/** The venue's allow-list (devices being removed are gone from it), searched by MAC or label. */
export function listAllowedMacs(
  locationId: number,
  filters: { q?: string; page?: number; perPage?: number }
) {
  const query = LocationAllowedMac.query().where('location_id', locationId).whereNull('removed_at')
  if (filters.q) {
    const term = `%${escapeLike(filters.q.toLowerCase())}%`
    query.where((where) =>
      where.whereRaw('mac like ?', [term]).orWhereRaw('lower(label) like ?', [term])
    )
  }
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(filters.page ?? 1, filters.perPage ?? 25)
}

export async function findAllowedMac(locationId: number, id: unknown) {
  const row = await LocationAllowedMac.query()
    .where({ location_id: locationId, id: routeId(id) })
    .whereNull('removed_at')
    .first()
  if (!row) throw AppException.notFound()
  return row
}

/** What the venue's controller still has to do: removed devices to revoke, devices never let through or due for renewal. */
export async function dueAllowedMacs(locationId: number) {
  const rows = await LocationAllowedMac.query()
    .where('location_id', locationId)
    .where((where) =>
      where
        .whereNotNull('removed_at')
        .orWhereNull('authorized_until')
        .orWhereRaw(`authorized_until < now() + interval '${RENEW_WITHIN_DAYS} days'`)
    )
    .orderBy('id')
  return {
    toRevoke: rows.filter((row) => row.removedAt),
    toAuthorize: rows.filter((row) => !row.removedAt),
  }
}
