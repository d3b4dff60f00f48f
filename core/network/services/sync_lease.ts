import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { BEATS_PER_LEASE, startHeartbeat, type Heartbeat } from '#kernel/jobs/heartbeat'

/**
 * How long a sync holds its controller without renewing: the lease is renewed while the sync runs, so a crashed
 * worker's controller can be synced again (by the tick or by hand) this long after it died, not after the longest
 * time a sync may take.
 */
export const SYNC_LEASE_MS = 30_000

/** The right to sync one controller, renewed by a heartbeat until released. */
export class SyncLease {
  #heartbeat: Heartbeat

  constructor(
    readonly controllerId: number,
    readonly token: string,
    leaseMs: number
  ) {
    this.#heartbeat = startHeartbeat(
      () =>
        db
          .from('controllers')
          .where({ id: controllerId, sync_lease_token: token })
          .update({ sync_claimed_until: db.raw(LEASE_END, [leaseMs]) }),
      leaseMs / BEATS_PER_LEASE,
      `sync: controller ${controllerId}`
    )
  }

  /** Records the sync's outcome and frees the controller, unless another sync took the lease over meanwhile. */
  async release(outcome: Record<string, unknown>) {
    await this.#heartbeat.stop()
    await db
      .from('controllers')
      .where({ id: this.controllerId, sync_lease_token: this.token })
      .update({
        ...outcome,
        sync_claimed_until: null,
        sync_lease_token: null,
        sync_requested_at: null,
        updated_at: new Date(),
      })
  }
}

const LEASE_END = "clock_timestamp() + ? * interval '1 millisecond'"

/**
 * Claims the right to sync a controller now: one sync per controller at a time across every process. Null when
 * another sync holds the lease (or the controller is gone).
 */
export async function claimSync(controllerId: number, leaseMs = SYNC_LEASE_MS) {
  const token = randomUUID()
  const result = await db.rawQuery(
    `update controllers set sync_claimed_until = ${LEASE_END}, sync_lease_token = ?
     where id = ? and (sync_claimed_until is null or sync_claimed_until < clock_timestamp()) returning id`,
    [leaseMs, token, controllerId]
  )
  return result.rows.length > 0 ? new SyncLease(controllerId, token, leaseMs) : null
}
