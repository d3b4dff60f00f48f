import { DateTime } from 'luxon'

/** Stripe's invoice states, as mirrored. */
export const STRIPE_INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const
export type StripeInvoiceStatus = (typeof STRIPE_INVOICE_STATUSES)[number]

/** Our status (spec §3 Invoice, §9): paid; unpaid (open, draft or uncollectible, not yet past due); overdue (past its due date, unpaid); void. */
export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/**
 * Days after an invoice's due date before an unpaid invoice locks the customer's account (spec §4, §8). Two weeks
 * leave room for a SEPA debit that is still under way and for a reminder, before the legal-steps warning.
 */
export const LOCK_GRACE_DAYS = 14

export interface InvoiceLineSummary {
  description: string
  quantity: number
  /** Integer cents before tax. */
  amount: number
  /** The VAT percentage of the line (21, 0), null when Stripe taxed it with no rate. */
  tax_rate?: number | null
  /** Integer cents of VAT on the line. */
  tax_amount?: number
}

export function invoiceStatus(
  invoice: { stripeStatus: StripeInvoiceStatus; dueDate: DateTime | null },
  now = DateTime.utc()
): InvoiceStatus {
  if (invoice.stripeStatus === 'paid') return 'paid'
  if (invoice.stripeStatus === 'void') return 'void'
  if (invoice.dueDate && invoice.dueDate < now) return 'overdue'
  return 'unpaid'
}

/** SQL conditions (on the `invoices` table) for each of our statuses; `now()` of the database decides overdue. */
export const STATUS_SQL: Record<InvoiceStatus, string> = {
  paid: `invoices.stripe_status = 'paid'`,
  void: `invoices.stripe_status = 'void'`,
  overdue: `invoices.stripe_status in ('open', 'uncollectible') and invoices.due_date < now()`,
  unpaid: `invoices.stripe_status in ('draft', 'open', 'uncollectible') and (invoices.due_date is null or invoices.due_date >= now())`,
}
