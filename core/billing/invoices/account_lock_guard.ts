import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import { whereCustomerVisible, whereLocationVisible } from '#core/access/services/visibility'

/**
 * What a user of a locked customer may still call (spec §2, §4, §8): who am I and the own account, the customer page
 * (`/customer`: its details, venues list and payment method) and the invoices, so they can pay. Route patterns.
 */
const ALLOWED_WHILE_LOCKED = [
  /^\/rest\/self(\/.*)?$/,
  /^\/rest\/users\/me(\/.*)?$/,
  /^\/rest\/secure\//,
  /^\/rest\/auth\//,
  /^\/rest\/billing\/invoices$/,
  /^\/rest\/invoices$/,
  /^\/rest\/customers\/:id$/,
  /^\/rest\/customers\/:id\/(invoices|locations|payments\/portal|branding|stripe)$/,
  /^\/rest\/payments\//,
]

export function mayCallWhileLocked(method: string, pattern: string | undefined) {
  if (!pattern) return false
  if (method !== 'GET' && !/^\/rest\/(payments\/|auth\/|secure\/|self|users\/me)/.test(pattern)) return false
  return ALLOWED_WHILE_LOCKED.some((allowed) => allowed.test(pattern))
}

/**
 * Whether the user is locked out: not an admin or partner, and a customer they see (or whose venue they see) is
 * locked for overdue invoices. One indexed query; only customer users pay for it.
 */
export async function userIsLocked(access: UserAccess) {
  if (access.isAdmin || access.user.isPartner) return false
  const lockedCustomers = db.from('customers').whereNotNull('customers.locked_at').select('customers.id')
  const viaCustomer = whereCustomerVisible(lockedCustomers.clone(), access).limit(1)
  const viaLocation = whereLocationVisible(db.from('locations').join('customers', 'customers.id', 'locations.customer_id').whereNotNull('customers.locked_at').select('customers.id'), access).limit(1)
  const result = await db.rawQuery(`select exists (${viaCustomer.toQuery()}) or exists (${viaLocation.toQuery()}) as locked`)
  return Boolean(result.rows[0]?.locked)
}
