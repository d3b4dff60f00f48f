/**
 * The sales hunter (spec §1, §6): a user with `salesRole = 'hunter'` records visits and makes quotes. One who is not
 * an admin is a sales-only user, confined to the sales routes (spec §2): the route access middleware answers 403
 * to anything else, except the routes of the hunter's own account listed here.
 */
export const SALES_ROLES = ['hunter'] as const
export type SalesRole = (typeof SALES_ROLES)[number]

interface RoleHolder {
  isAdmin: boolean
  salesRole?: string | null
}

export function isSalesHunter(user: RoleHolder) {
  return user.salesRole === 'hunter'
}

/** A hunter without admin rights: may call the sales routes and own-account routes only. */
export function isSalesOnly(user: RoleHolder) {
  return !user.isAdmin && isSalesHunter(user)
}

/** What a sales-only user may still call outside the sales routes: who am I, language, password, token, 2FA. */
const OWN_ACCOUNT_PATTERNS = [
  /^\/rest\/self(\/.*)?$/,
  /^\/rest\/users\/me(\/.*)?$/,
  /^\/rest\/secure\//,
  /^\/rest\/auth\//,
]

export function salesOnlyMayCall(pattern: string | undefined) {
  return pattern !== undefined && OWN_ACCOUNT_PATTERNS.some((allowed) => allowed.test(pattern))
}
