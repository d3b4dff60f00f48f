import Partner from '#core/partners/models/partner'
import type { UserAccess } from '#core/access/services/user_access'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

export async function listPartners(filters: { q?: string; page?: number; perPage?: number }) {
  const query = Partner.query().withCount('users').orderBy('name').orderBy('id')
  if (filters.q)
    query.where((q) =>
      q.whereILike('name', `%${filters.q}%`).orWhereILike('email', `%${filters.q}%`)
    )
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/**
 * A partner the caller belongs to (or any partner, for admins). Others get
 * 404: partners are not visible outside the admin area and their members.
 */
export async function findOwnPartner(access: UserAccess, id: number) {
  if (!access.isAdmin && access.user.partnerId !== id) throw AppException.notFound()
  const partner = await Partner.find(id)
  if (!partner) throw AppException.notFound()
  return partner
}
