import User from '#core/users/models/user'
import type { UserAccess } from '#core/access/services/user_access'
import { visibleGrants } from '#core/users/queries/managed_users'
import { AppException } from '#kernel/exceptions/app_exception'
import { escapeLike } from '#kernel/http/list_validator'

/**
 * The people a caller may put on a rule's mailing list: themselves and the users they manage (admins: anyone). A
 * recipient is still only mailed about venues they can see (core/alerts/evaluation/notify_alert.ts).
 */
export function recipientCandidates(access: UserAccess, search?: string) {
  const query = User.query().orderBy('email').orderBy('id')
  if (!access.isAdmin)
    query.where((q) =>
      q.where('id', access.user.id).orWhereIn('id', visibleGrants(access).select('user_id'))
    )
  if (search) {
    const like = `%${escapeLike(search)}%`
    query.where((q) =>
      q.whereILike('email', like).orWhereILike('name', like).orWhereILike('firstname', like)
    )
  }
  return query
}

/** A 422 on `recipientIds` when one of them is not a candidate (unknown, or someone the caller does not manage). */
export async function assertRecipientsAllowed(access: UserAccess, ids: number[]) {
  if (!ids.length) return
  const found = await recipientCandidates(access).whereIn('id', ids).select('id')
  if (found.length !== ids.length) throw AppException.invalidField('recipientIds', 'exists')
}

export function recipientView(user: User) {
  return {
    id: user.id,
    email: user.email,
    name: [user.firstname, user.name].filter(Boolean).join(' ') || user.email,
  }
}
