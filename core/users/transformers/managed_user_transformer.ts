import type User from '#core/users/models/user'
import type { UserAccess } from '#core/access/services/user_access'
import type { GrantView } from '#core/users/queries/managed_users'
import { type AccountSummary, accountSummaries } from '#core/users/queries/account_summaries'
import {
  type ImpersonationVerdict,
  impersonationVerdicts,
} from '#core/impersonation/queries/impersonation_eligibility'

/** A user as the users table shows it, with their access per object, their role and whether the caller may sign in as them. */
export function transformManagedUser(
  user: User,
  access: GrantView[],
  account: AccountSummary,
  impersonation: ImpersonationVerdict
) {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    name: user.name,
    phone: user.phone,
    role: user.role,
    account_role: user.accountRole ?? null,
    lang: user.lang,
    is_admin: user.isAdmin,
    partner_id: user.partnerId,
    two_fa: user.twoFaEnabled,
    last_login_at: user.lastLoginAt?.toISO() ?? null,
    created_at: user.createdAt.toISO(),
    access,
    account,
    impersonation,
  }
}

/** The views of a page of users, with a fixed number of queries whatever the page size. */
export async function managedUserViews(
  access: UserAccess,
  users: User[],
  grants: Map<number, GrantView[]>
) {
  const accounts = await accountSummaries(access, users, grants)
  const verdicts = await impersonationVerdicts(access.user, users)
  return new Map(
    users.map((user) => [
      user.id,
      transformManagedUser(
        user,
        grants.get(user.id) ?? [],
        accounts.get(user.id)!,
        verdicts.get(user.id)!
      ),
    ])
  )
}
