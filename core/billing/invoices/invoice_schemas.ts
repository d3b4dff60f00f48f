import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  number,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { INVOICE_STATUSES, STRIPE_INVOICE_STATUSES } from './invoice_rules.js'

export const invoiceSchema = {
  ...object({
    id: integer(),
    number: nullable(string({ description: 'Stripe invoice number; null while draft' })),
    status: oneOfThese(...INVOICE_STATUSES),
    stripe_status: oneOfThese(...STRIPE_INVOICE_STATUSES),
    customer: nullable(object({ id: integer(), name: string() })),
    amount_due: integer({ description: 'Integer cents of currency' }),
    amount_paid: integer({ description: 'Integer cents of currency' }),
    subtotal: integer({ description: 'Integer cents before VAT' }),
    tax: integer({ description: 'Integer cents of VAT' }),
    total: integer({ description: 'Integer cents of currency, VAT included' }),
    reverse_charge: boolean(),
    vat_mention: nullable(
      string({
        description:
          'The legal mention of a reverse-charge invoice (the web app shows it translated)',
      })
    ),
    currency: string(),
    due_date: nullable(dateTime()),
    created: dateTime(),
    paid_at: nullable(dateTime()),
    paid_out_of_band: boolean(),
    hosted_invoice_url: nullable(string()),
    invoice_pdf: nullable(string()),
    lines: array(
      object({
        description: string(),
        quantity: integer(),
        amount: integer({ description: 'Integer cents before VAT' }),
        tax_rate: nullable(number()),
        tax_amount: integer({ description: 'Integer cents of VAT on the line' }),
      })
    ),
    stripe_invoice_id: nullable(string({ description: 'Admins only (null for others)' })),
  }),
  description:
    'An invoice mirrored from Stripe (spec §3 Invoice): status paid, unpaid, overdue (past due and unpaid) or void',
}

export const overdueCustomerSchema = object({
  customer: object({ id: integer(), name: string() }),
  invoices: integer(),
  amount_due: integer({ description: 'Integer cents, sum of the overdue invoices' }),
  oldest_due_date: dateTime(),
  locked: boolean(),
})

export const accountingSchema = {
  ...object({
    totals: object({
      currency: string(),
      paid: integer({ description: 'Cents paid on the invoices of the filter' }),
      unpaid: integer({ description: 'Cents still due, not yet overdue' }),
      overdue: integer({ description: 'Cents overdue' }),
    }),
    overdue_customers: array(overdueCustomerSchema),
    lock_grace_days: integer(),
  }),
  description:
    'Accounting summary for admins: totals per status and the overdue amount per customer',
}
