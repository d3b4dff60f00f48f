import {
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'

export const INVOICING_RUN_STATUSES = [
  'pending',
  'running',
  'completed',
  'completed_with_failures',
  'failed',
  'interrupted',
] as const

export const invoicingRunSchema = {
  ...object({
    id: integer(),
    period: string({ description: 'YYYY-MM' }),
    status: oneOfThese(...INVOICING_RUN_STATUSES),
    customers_total: integer(),
    customers_done: integer(),
    customers_failed: integer(),
    venues_billed: integer(),
    items_created: integer(),
    invoices_finalized: integer(),
    amount_cents: integer({ description: 'EUR cents finalized by this run' }),
    currency: string(),
    error: nullable(string()),
    started_by_user_id: nullable(integer()),
    created_at: dateTime(),
    started_at: nullable(dateTime()),
    finished_at: nullable(dateTime()),
  }),
  description: 'A monthly invoicing run and its progress',
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

export function transformInvoicingRun(row: Record<string, any>) {
  return {
    id: Number(row.id),
    period: row.period,
    status: row.status,
    customers_total: row.customers_total,
    customers_done: row.customers_done,
    customers_failed: row.customers_failed,
    venues_billed: row.venues_billed,
    items_created: row.items_created,
    invoices_finalized: row.invoices_finalized,
    amount_cents: Number(row.amount_cents),
    currency: 'eur',
    error: row.error,
    started_by_user_id: row.started_by_user_id,
    created_at: iso(row.created_at)!,
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  }
}
