import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { UserAccess } from '#core/access/services/user_access'
import { whereCustomerVisible } from '#core/access/services/visibility'
import CustomerBranding from '#core/customer_branding/models/customer_branding'
import { transformBranding } from '#core/customer_branding/branding_transformer'
import type User from '#core/users/models/user'

/** Admins and partners work across customers: they wear their partner's brand, never a customer's branding. */
const wearsCustomerBranding = (user: Pick<User, 'isAdmin' | 'partnerId'>) =>
  !user.isAdmin && !user.partnerId

/**
 * The branding a customer's user wears: the one of the customer the web app opens for them (the self record's
 * default customer: the saved one while still visible, else the first visible one).
 */
export async function brandingRowForUser(
  user: User,
  client: QueryClientContract = db.connection()
) {
  if (!wearsCustomerBranding(user)) return null
  const access = await UserAccess.for(user, client)
  const customer = await whereCustomerVisible(
    client.from('customers').select('customers.id'),
    access
  )
    .orderByRaw('(customers.id = ?) desc', [user.defaultCustomerId ?? 0])
    .orderBy('customers.id', 'asc')
    .first()
  return customer
    ? CustomerBranding.query({ client }).where('customer_id', customer.id).first()
    : null
}

/** The self record's `branding` for the customer it opens, or null for the default look. */
export async function brandingForSelfRecord(user: User, customerId: number | null) {
  if (!customerId || !wearsCustomerBranding(user)) return null
  const row = await CustomerBranding.findBy('customer_id', customerId)
  return row ? transformBranding(row) : null
}
