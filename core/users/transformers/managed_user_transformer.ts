import type User from '#core/users/models/user'
import type { GrantView } from '#core/users/queries/managed_users'

/** A user as the users table shows it, with their access per object. */
export function transformManagedUser(user: User, access: GrantView[]) {
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
  }
}
