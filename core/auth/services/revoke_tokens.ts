import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Deletes every personal access token of a user (CLI, scripts). Answers how many there were. */
export async function revokeAllTokens(userId: number, trx?: TransactionClientContract) {
  const deleted = await (trx ?? db)
    .from('auth_access_tokens')
    .where('tokenable_id', userId)
    .delete()
  return Number(Array.isArray(deleted) ? deleted[0] : deleted)
}
