import { deleteExpiredRows } from '#kernel/retention/delete_expired_rows'
import { IDEMPOTENCY_HOURS } from '#kernel/http/idempotency/idempotency_middleware'

/** Kept answers are replayed for IDEMPOTENCY_HOURS and then ignored; this removes them (config/jobs.ts, every 10 min). */
export function pruneIdempotencyKeys() {
  return deleteExpiredRows({
    table: 'idempotency_keys',
    expired: `created_at < clock_timestamp() - make_interval(hours => ?)`,
    bindings: [IDEMPOTENCY_HOURS],
  })
}

export default async function idempotencyRetentionTick() {
  await pruneIdempotencyKeys()
}
