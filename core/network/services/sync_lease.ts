import db from '@adonisjs/lucid/services/db'

/** Longer than any sync may take; a crashed worker's lease expires after this. */
const LEASE_MINUTES = 10

/**
 * Claims the right to sync a controller now: one sync per controller at a time across every process. False when
 * another sync holds the lease (or the controller is gone).
 */
export async function claimSync(controllerId: number) {
  const result = await db.rawQuery(
    `update controllers set sync_claimed_until = clock_timestamp() + interval '${LEASE_MINUTES} minutes'
     where id = ? and (sync_claimed_until is null or sync_claimed_until < clock_timestamp()) returning id`,
    [controllerId]
  )
  return result.rows.length > 0
}

export async function releaseSync(controllerId: number, outcome: Record<string, unknown>) {
  await db
    .from('controllers')
    .where('id', controllerId)
    .update({
      ...outcome,
      sync_claimed_until: null,
      sync_requested_at: null,
      updated_at: new Date(),
    })
}
