import db from '@adonisjs/lucid/services/db'

/**
 * The first customer that blocked support access among those the user was granted access to, directly, through
 * one of its venues or through its group. Its users may then not be impersonated.
 */
export async function customerBlockingSupportOf(userId: number): Promise<{ id: number; name: string } | null> {
  const grants = (type: string) => db.from('access_grants').select('subject_id').where('user_id', userId).where('subject_type', type)
  return db
    .from('customers')
    .select('id', 'name')
    .where('support_access_blocked', true)
    .where((query) =>
      query
        .whereIn('id', grants('customer'))
        .orWhereIn('group_id', grants('group'))
        .orWhereIn('id', db.from('locations').select('customer_id').whereIn('id', grants('location')))
    )
    .orderBy('id')
    .first()
}
