import db from '@adonisjs/lucid/services/db'
import { LOCK_GRACE_DAYS, STATUS_SQL } from './invoice_rules.js'

/** Admin accounting (spec §2 /admin/accounting): cents per status (euro invoices) and the overdue amount per customer. */
export async function accountingSummary() {
  const totals = await db
    .from('invoices')
    .where('currency', 'eur')
    .select(
      db.raw(`coalesce(sum(amount_paid) filter (where ${STATUS_SQL.paid}), 0)::int as paid`),
      db.raw(
        `coalesce(sum(amount_due - amount_paid) filter (where ${STATUS_SQL.unpaid}), 0)::int as unpaid`
      ),
      db.raw(
        `coalesce(sum(amount_due - amount_paid) filter (where ${STATUS_SQL.overdue}), 0)::int as overdue`
      )
    )
    .first()
  const overdue = await db
    .from('invoices')
    .join('customers', 'customers.id', 'invoices.customer_id')
    .whereRaw(STATUS_SQL.overdue)
    .groupBy('customers.id', 'customers.name', 'customers.locked_at')
    .select('customers.id', 'customers.name', 'customers.locked_at')
    .select(
      db.raw('count(*)::int as invoices'),
      db.raw('sum(invoices.amount_due - invoices.amount_paid)::int as amount_due'),
      db.raw('min(invoices.due_date) as oldest_due_date')
    )
    .orderBy('oldest_due_date', 'asc')
    .limit(500)
  return {
    totals: {
      currency: 'eur',
      paid: totals?.paid ?? 0,
      unpaid: totals?.unpaid ?? 0,
      overdue: totals?.overdue ?? 0,
    },
    overdue_customers: overdue.map((row) => ({
      customer: { id: row.id, name: row.name },
      invoices: row.invoices,
      amount_due: row.amount_due,
      oldest_due_date: new Date(row.oldest_due_date).toISOString(),
      locked: row.locked_at !== null,
    })),
    lock_grace_days: LOCK_GRACE_DAYS,
  }
}
