import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/**
 * One delivery runner per target (an integration connection, a webhook endpoint), architecture §10. A target row
 * carries `runner_queued_at` (a runner job is waiting: no second one is queued) and `runner_claim` /
 * `runner_lease_until` (a runner is working, taken when it starts, not when it is queued, and renewed per batch).
 * A crashed runner's lease runs out and the next tick queues a new one; a lost queue entry is re-queued once its
 * mark is stale.
 */
export type RunnerTable = 'integration_connections' | 'webhook_endpoints'

export const RUNNER_LEASE_SECONDS = 120
const QUEUED_STALE_SECONDS = 120

const idle = `(runner_lease_until is null or runner_lease_until < clock_timestamp())`
const notQueued = `(runner_queued_at is null or runner_queued_at < clock_timestamp() - make_interval(secs => ${QUEUED_STALE_SECONDS}))`

/** SQL condition (on the target table's alias) for "nobody queued, nobody running". */
export function runnerFreeSql(alias: string) {
  return `(${alias}.runner_lease_until is null or ${alias}.runner_lease_until < clock_timestamp())
    and (${alias}.runner_queued_at is null or ${alias}.runner_queued_at < clock_timestamp() - make_interval(secs => ${QUEUED_STALE_SECONDS}))`
}

const affected = (result: { rowCount?: number | null; rows?: unknown[] }) =>
  Number(result.rowCount ?? result.rows?.length ?? 0) > 0

/** Marks a runner as queued for the target; true when the caller must dispatch it (no runner queued or running). */
export async function reserveRunner(table: RunnerTable, id: number) {
  const result = await db.rawQuery(
    `update ${table} set runner_queued_at = clock_timestamp() where id = ? and ${idle} and ${notQueued} returning id`,
    [id]
  )
  return affected(result)
}

/** The runner starts: its lease, or null when another runner holds one (that one drains the rows). */
export async function takeRunnerLease(table: RunnerTable, id: number): Promise<string | null> {
  const claim = randomUUID()
  const result = await db.rawQuery(
    `update ${table} set runner_claim = ?, runner_lease_until = clock_timestamp() + make_interval(secs => ?), runner_queued_at = null
      where id = ? and ${idle} returning id`,
    [claim, RUNNER_LEASE_SECONDS, id]
  )
  if (affected(result)) return claim
  await db.from(table).where('id', id).update({ runner_queued_at: null })
  return null
}

/** Between batches; false when the lease was lost (it ran out and another runner took over): stop. */
export async function renewRunnerLease(table: RunnerTable, id: number, claim: string) {
  const result = await db.rawQuery(
    `update ${table} set runner_lease_until = clock_timestamp() + make_interval(secs => ?) where id = ? and runner_claim = ? returning id`,
    [RUNNER_LEASE_SECONDS, id, claim]
  )
  return affected(result)
}

export async function releaseRunnerLease(table: RunnerTable, id: number, claim: string) {
  await db
    .from(table)
    .where({ id, runner_claim: claim })
    .update({ runner_claim: null, runner_lease_until: null })
}
