import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import type AccessGrant from '#core/access/models/access_grant'
import type { UserAccess } from '#core/access/services/user_access'
import { whereSubjectVisible } from '#core/access/services/subject_visibility'
import { subjectNames } from '#core/access/services/subject_names'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

/**
 * The users a caller manages (GET /rest/users): admins see everyone; others
 * see the users holding grants on objects where the caller has users_read,
 * and only those grants.
 */
export function visibleGrants(access: UserAccess) {
  return whereSubjectVisible(
    db.from('access_grants'),
    access,
    'users_read',
    'access_grants.subject_type',
    'access_grants.subject_id'
  )
}

/**
 * The users screen is for admins, partners and whoever holds a users_* key
 * somewhere (has_user_permissions of /self); anyone else is refused outright
 * rather than shown an empty list, so the app can send them to /no-access.
 */
export function assertMayManageUsers(access: UserAccess) {
  if (access.isAdmin || access.user.isPartner) return
  if (![...access.allKeys()].some((key) => key.startsWith('users_'))) throw AppException.forbidden()
}

interface UserFilters {
  q?: string
  page?: number
  perPage?: number
}

export async function listManagedUsers(access: UserAccess, filters: UserFilters) {
  const query = User.query().orderBy('email').orderBy('id')
  if (!access.isAdmin) query.whereIn('id', visibleGrants(access).select('user_id'))
  if (filters.q) {
    const like = `%${filters.q}%`
    query.where((q) =>
      q.whereILike('email', like).orWhereILike('name', like).orWhereILike('firstname', like)
    )
  }
  const page = await query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
  const grants = await grantsOf(
    access,
    page.all().map((user) => user.id)
  )
  return { page, grants }
}

/** A user the caller manages, else 404. */
export async function findManagedUser(access: UserAccess, id: number) {
  const query = User.query().where('id', id)
  if (!access.isAdmin) query.whereIn('id', visibleGrants(access).select('user_id'))
  const user = await query.first()
  if (!user) throw AppException.notFound()
  return user
}

export type GrantView = {
  subject_type: AccessGrant['subjectType']
  subject_id: number
  subject_name: string | null
  permissions: string[]
}

/** The grants of these users that the caller may see, with the objects' names, per user id. */
export async function grantsOf(access: UserAccess, userIds: number[]) {
  const byUser = new Map<number, GrantView[]>()
  if (userIds.length === 0) return byUser
  const rows = await visibleGrants(access)
    .select('user_id', 'subject_type', 'subject_id', 'permissions')
    .whereIn('user_id', userIds)
    .orderBy('id')
  const names = await subjectNames(rows)
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? []
    list.push({
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      subject_name: names.get(`${row.subject_type}:${row.subject_id}`) ?? null,
      permissions: row.permissions,
    })
    byUser.set(row.user_id, list)
  }
  return byUser
}
