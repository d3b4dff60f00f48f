import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import { UserAccess } from '#core/access/services/user_access'

export type BlockingCustomer = { id: number; name: string }

/**
 * The first customer that blocked support access among those the user reaches in any way the permission service
 * knows: grants on the customer, its group or a venue, the user's partner's grants, or a role (an installer reaches
 * every customer). Such a user may then not be impersonated, and an impersonation of them ends.
 */
export async function customerBlockingSupportOf(user: User): Promise<BlockingCustomer | null> {
  return (await customersBlockingSupportOf([user])).get(user.id) ?? null
}

/** The same check for many users in a few queries whatever their number (the users list shows it per row). */
export async function customersBlockingSupportOf(
  users: User[]
): Promise<Map<number, BlockingCustomer | null>> {
  const result = new Map<number, BlockingCustomer | null>(users.map((user) => [user.id, null]))
  if (users.length === 0) return result
  const blocked = await db
    .from('customers')
    .select('id', 'name', 'group_id')
    .where('support_access_blocked', true)
    .orderBy('id')
  if (blocked.length === 0) return result
  const customers = blocked.map((row) => ({
    id: row.id as number,
    name: row.name as string,
    groupId: row.group_id as number | null,
  }))
  const accesses = await UserAccess.forMany(users)
  const venues = [...new Set([...accesses.values()].flatMap((access) => access.venuesGranted()))]
  const rows = venues.length
    ? await db.from('locations').whereIn('id', venues).select('id', 'customer_id')
    : []
  const customerOfVenue = new Map<number, number>(
    rows.map((row) => [row.id as number, row.customer_id as number])
  )
  for (const user of users) {
    const [first] = await accesses.get(user.id)!.customersReached(customers, customerOfVenue)
    result.set(user.id, first ? { id: first.id, name: first.name } : null)
  }
  return result
}
