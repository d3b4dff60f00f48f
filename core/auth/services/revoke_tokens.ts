import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { invalidateAccess } from '#core/access/services/access_stamps'

/**
 * Deletes every personal access token of a user (CLI, scripts). Answers how many there were. Renews the user's
 * access stamp (after the commit), so no process accepts a cached token of theirs on the next request.
 */
export async function revokeAllTokens(userId: number, trx?: TransactionClientContract) {
  const deleted = await (trx ?? db)
    .from('auth_access_tokens')
    .where('tokenable_id', userId)
    .delete()
  await invalidateAccess([userId], trx)
  return Number(Array.isArray(deleted) ? deleted[0] : deleted)
}
