import type { RetentionLimits } from '#kernel/retention/delete_expired_rows'
import { deleteExpiredRows } from '#kernel/retention/delete_expired_rows'

/**
 * The outbox keeps sent, stored and failed mails this long (the admin's outbox screen lists them); a queued mail is
 * work still to do and is never removed.
 */
export const MAIL_RETENTION_DAYS = 30

export function pruneMails(limits?: RetentionLimits) {
  return deleteExpiredRows(
    {
      table: 'mails',
      // Spelled per status so the (status, created_at) index answers each one as a range.
      expired: `status in ('sent', 'stored', 'failed') and created_at < clock_timestamp() - make_interval(days => ?)`,
      bindings: [MAIL_RETENTION_DAYS],
    },
    limits
  )
}
