import type { PermissionKey } from '#core/access/permissions'

/**
 * The roles of spec §6 that are neither grants nor admin (docs/security.md, "Roles"):
 *
 * - `installer`: staff who install venues. Not an admin: sees every group, customer and venue with the keys below
 *   (no invoices, users or guest portal), and of the admin area only the installation work listed here:
 *   controllers, config files, ZeroTier members, inventory and hardware, binding a venue to its controller, the
 *   configuration wizard and the finish-install flow of every venue.
 * - `demo_customer`: the demo account of a demo customer. Holds only the read keys of its grants (UserAccess), so it
 *   reads what a read-only user reads and no secret; every write is refused with 403 E_DEMO_READ_ONLY by the route
 *   access middleware, whatever the grants say, so demo data cannot be changed.
 */
export const ACCOUNT_ROLES = ['installer', 'demo_customer'] as const
export type AccountRole = (typeof ACCOUNT_ROLES)[number]

interface RoleHolder {
  isAdmin: boolean
  accountRole?: string | null
}

export const isInstaller = (user: RoleHolder) => !user.isAdmin && user.accountRole === 'installer'
export const isDemoCustomer = (user: RoleHolder) =>
  !user.isAdmin && user.accountRole === 'demo_customer'

/** What an installer holds on every group, customer and venue. */
export const INSTALLER_KEYS: readonly PermissionKey[] = [
  'customer_read',
  'group_read',
  'location_read',
  'location_update',
]

/** Admin-only routes that are installation work: [methods, route pattern]. */
const INSTALLATION_WORK: Array<[RegExp, RegExp]> = [
  [/.*/, /^\/rest\/controllers(\/.*)?$/],
  [/.*/, /^\/rest\/network\/config(\/.*)?$/],
  [/.*/, /^\/rest\/locations\/:id\/network\/(config|controller)(\/.*)?$/],
  [/.*/, /^\/rest\/(zerotier\/network\/members|print\/zerotier)(\/.*)?$/],
  [/.*/, /^\/rest\/inventory(\/.*)?$/],
  [/.*/, /^\/rest\/locations\/:id\/hardware$/],
  [/.*/, /^\/rest\/locations\/:id\/(configuration|install)(\/.*)?$/],
  [/^GET$/, /^\/rest\/(products|suppliers)(\/.*)?$/],
]

export function installerMayCall(method: string, pattern: string | undefined) {
  return (
    pattern !== undefined &&
    INSTALLATION_WORK.some(([methods, route]) => methods.test(method) && route.test(pattern))
  )
}

/** The writes a demo account may still make: none that change data, only proving who it is. */
const DEMO_WRITES = [/^\/rest\/secure\/confirm-password$/, /^\/rest\/impersonate$/]

export function demoMayCall(method: string, pattern: string | undefined) {
  if (method === 'GET' || method === 'HEAD') return true
  return pattern !== undefined && DEMO_WRITES.some((allowed) => allowed.test(pattern))
}
