import db from '@adonisjs/lucid/services/db'

/**
 * One table's retention rule: the rows `expired` selects (a SQL condition with `?` bindings, compared with the
 * database clock so every process agrees) go; an index must cover it so each batch stays a short index scan.
 */
export interface RetentionRule {
  table: string
  expired: string
  bindings: unknown[]
}

export interface RetentionLimits {
  /** Rows deleted per statement, so a run never holds a long lock or a long transaction. */
  batchSize: number
  /** Statements per tick: a backlog (a first run on a large table) is worked off over several ticks. */
  maxBatches: number
}

export const DEFAULT_RETENTION_LIMITS: RetentionLimits = { batchSize: 2_000, maxBatches: 50 }

/** Deletes expired rows in bounded batches; answers how many went. Set-based and idempotent: safe to run again. */
export async function deleteExpiredRows(
  rule: RetentionRule,
  limits: RetentionLimits = DEFAULT_RETENTION_LIMITS
) {
  let total = 0
  for (let batch = 0; batch < limits.maxBatches; batch++) {
    const result = await db.rawQuery(
      `delete from ${rule.table} where id in (
         select id from ${rule.table} where ${rule.expired} limit ?)`,
      [...rule.bindings, limits.batchSize]
    )
    const count = Number(result.rowCount ?? 0)
    total += count
    if (count < limits.batchSize) break
  }
  return total
}
