import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { LOCK_GRACE_DAYS } from './invoice_rules.js'
import { invalidateAccess } from '#core/access/services/access_stamps'

/** An invoice of `customers.id` unpaid more than LOCK_GRACE_DAYS after its due date (SQL, for `exists`). */
const LOCKING_INVOICE_SQL = `select 1 from invoices where invoices.customer_id = customers.id
  and invoices.stripe_status in ('open', 'uncollectible')
  and invoices.due_date < now() - make_interval(days => ${LOCK_GRACE_DAYS})`

/**
 * Locks every customer with an invoice overdue past the grace period, and unlocks those without one (spec §4, §8).
 * Returns how many changed. Run by the periodic account-lock tick and after every paid invoice.
 */
export async function evaluateAccountLocks(client: QueryClientContract = db.connection()) {
  const locked = await client
    .from('customers')
    .whereNull('locked_at')
    .whereRaw(`exists (${LOCKING_INVOICE_SQL})`)
    .update({ locked_at: new Date() })
  const unlocked = await client
    .from('customers')
    .whereNotNull('locked_at')
    .whereRaw(`not exists (${LOCKING_INVOICE_SQL})`)
    .update({ locked_at: null })
  // Self records show whether everything a user reaches is locked.
  if (Number(locked) + Number(unlocked) > 0) await invalidateAccess('everyone', client)
  return { locked: Number(locked), unlocked: Number(unlocked) }
}

/** The same rule for one customer: the `invoice.paid` webhook and marking an invoice paid unlock at once. */
export async function evaluateAccountLock(
  customerId: number,
  client: QueryClientContract = db.connection()
) {
  // One statement: lock when unlocked and an invoice locks, unlock when locked and none does, else touch nothing.
  const result = await client.rawQuery(
    `update customers set locked_at = case when locked_at is null then now() else null end
     where id = ? and (locked_at is null) = exists (${LOCKING_INVOICE_SQL})`,
    [customerId]
  )
  if (result.rowCount) await invalidateAccess('everyone', client)
}
