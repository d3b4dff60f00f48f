import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import { UserAccess } from '#core/access/services/user_access'

/**
 * The first customer that blocked support access among those the user reaches in any way the permission service
 * knows: grants on the customer, its group or a venue, the user's partner's grants, or a role (an installer reaches
 * every customer). Such a user may then not be impersonated, and an impersonation of them ends.
 */
export async function customerBlockingSupportOf(user: User): Promise<{ id: number; name: string } | null> {
  const blocked = await db.from('customers').select('id', 'name', 'group_id').where('support_access_blocked', true).orderBy('id')
  if (blocked.length === 0) return null
  const access = await UserAccess.for(user)
  const [first] = await access.customersReached(blocked.map((row) => ({ id: row.id as number, name: row.name as string, groupId: row.group_id as number | null })))
  return first ? { id: first.id, name: first.name } : null
}
