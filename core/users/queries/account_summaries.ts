import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import type { UserAccess } from '#core/access/services/user_access'
import type { SubjectType } from '#core/access/permissions'
import { isDemoCustomer, isInstaller } from '#core/access/account_roles'
import { isSalesHunter } from '#core/sales/sales_role'
import type { GrantView } from '#core/users/queries/managed_users'

/** What kind of account a user has (spec §6), most powerful first: the users table's Role column. */
export const ACCOUNT_KINDS = [
  'admin',
  'installer',
  'hunter',
  'demo_customer',
  'partner_member',
  'customer_user',
  'none',
] as const
export type AccountKind = (typeof ACCOUNT_KINDS)[number]

export interface AccountSummary {
  kind: AccountKind
  /** Admins and installers reach every group, customer and venue by role, without grants. */
  everywhere: boolean
  partner: { id: number; name: string } | null
  /** Objects the user holds keys on, by their own grants and their partner's, as far as the caller may see them. */
  reach: { groups: number; customers: number; locations: number }
}

function kindOf(user: User, reached: number): AccountKind {
  if (user.isAdmin) return 'admin'
  if (isInstaller(user)) return 'installer'
  if (isSalesHunter(user)) return 'hunter'
  if (isDemoCustomer(user)) return 'demo_customer'
  if (user.isPartner) return 'partner_member'
  return reached > 0 ? 'customer_user' : 'none'
}

/**
 * Each user's role and what it grants. A partner's name and grants are shown to admins and to that partner's own
 * members only; a customer user managing colleagues sees only the grants it may already see (`grants`).
 */
export async function accountSummaries(
  access: UserAccess,
  users: User[],
  grants: Map<number, GrantView[]>
) {
  const partnerIds = [
    ...new Set(
      users
        .map((user) => user.partnerId)
        .filter((id): id is number => !!id && (access.isAdmin || id === access.user.partnerId))
    ),
  ]
  const partners = partnerIds.length
    ? await db.from('partners').whereIn('id', partnerIds).select('id', 'name')
    : []
  const partnerGrants = partnerIds.length
    ? await db
        .from('partner_grants')
        .whereIn('partner_id', partnerIds)
        .select('partner_id', 'subject_type', 'subject_id')
    : []
  const result = new Map<number, AccountSummary>()
  for (const user of users) {
    const subjects = new Set<string>(
      (grants.get(user.id) ?? []).map((grant) => `${grant.subject_type}:${grant.subject_id}`)
    )
    for (const row of partnerGrants)
      if (row.partner_id === user.partnerId) subjects.add(`${row.subject_type}:${row.subject_id}`)
    const count = (type: SubjectType) =>
      [...subjects].filter((key) => key.startsWith(`${type}:`)).length
    const partner = partners.find((row) => row.id === user.partnerId)
    result.set(user.id, {
      kind: kindOf(user, subjects.size),
      everywhere: user.isAdmin || isInstaller(user),
      partner: partner ? { id: partner.id, name: partner.name } : null,
      reach: { groups: count('group'), customers: count('customer'), locations: count('location') },
    })
  }
  return result
}
