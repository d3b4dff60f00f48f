import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import { whereCustomerVisible } from '#core/access/services/visibility'
import { STATUS_SQL } from '#core/billing/invoices/invoice_rules'
import { CARD_ROWS } from '#core/dashboard/dashboard_cards'
import type { SqlPart } from '#core/dashboard/queries/visible_venues'

/** The customers whose invoices the user may read (invoices_read), as SQL. */
export function invoiceCustomersSql(access: UserAccess): SqlPart {
  const { sql, bindings } = whereCustomerVisible(db.from('customers'), access, 'invoices_read')
    .select('customers.id')
    .toSQL()
  return { sql, bindings: [...bindings] }
}

/**
 * The invoices still to pay of the customers whose invoices the user may read (invoices_read), the oldest due first;
 * a user without that key gets no rows rather than an error: the card is for those who can pay.
 */
export async function invoicesCard(customers: SqlPart) {
  const due = `(${STATUS_SQL.overdue}) or (${STATUS_SQL.unpaid} and invoices.stripe_status <> 'draft')`
  const result = await db.rawQuery(
    `select invoices.id, invoices.number, invoices.amount_due - invoices.amount_paid as amount, invoices.currency,
       invoices.due_date, invoices.hosted_invoice_url, cu.name as customer_name, (${STATUS_SQL.overdue}) as overdue,
       count(*) over () as total
     from invoices join customers cu on cu.id = invoices.customer_id
     where invoices.customer_id in (${customers.sql}) and (${due})
     order by invoices.due_date nulls last, invoices.id limit ${CARD_ROWS}`,
    [...customers.bindings]
  )
  const rows: any[] = result.rows
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    items: rows.map((row) => ({
      id: Number(row.id),
      number: row.number as string | null,
      customerName: row.customer_name as string,
      amount: Number(row.amount),
      currency: row.currency as string,
      dueDate: row.due_date ? new Date(row.due_date).toISOString() : null,
      overdue: Boolean(row.overdue),
      payUrl: row.hosted_invoice_url as string | null,
    })),
  }
}
