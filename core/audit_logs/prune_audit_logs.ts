import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

/** How long the audit log is kept (issue 16: 14 months). */
export const AUDIT_RETENTION_MONTHS = 14
/** Rows deleted per statement, so a first run on a large table never holds a long lock. */
const BATCH = 5_000

/** Deletes audit entries older than the retention, oldest first in batches; answers how many went. */
export async function pruneAuditLogs(now: DateTime = DateTime.utc()) {
  const cutoff = now.minus({ months: AUDIT_RETENTION_MONTHS }).toSQL()!
  let total = 0
  for (;;) {
    const deleted = await db
      .from('audit_logs')
      .whereIn(
        'id',
        db
          .from('audit_logs')
          .select('id')
          .where('created_at', '<', cutoff)
          .orderBy('id')
          .limit(BATCH)
      )
      .delete()
    const count = Number(Array.isArray(deleted) ? deleted[0] : deleted)
    total += count
    if (count < BATCH) return total
  }
}
