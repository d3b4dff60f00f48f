import type Invoice from './invoice.js'
import { invoiceStatus } from './invoice_rules.js'
import { REVERSE_CHARGE_MENTION } from '#core/billing/taxes/vat_treatment'

/** An invoice for the API; the Stripe id only for admins. */
export function transformInvoice(invoice: Invoice, isAdmin: boolean) {
  return {
    id: Number(invoice.id),
    number: invoice.number,
    status: invoiceStatus(invoice),
    stripe_status: invoice.stripeStatus,
    customer: invoice.customerId
      ? { id: invoice.customerId, name: invoice.customer?.name ?? '' }
      : null,
    amount_due: invoice.amountDue,
    amount_paid: invoice.amountPaid,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    reverse_charge: invoice.customerTaxExempt === 'reverse',
    vat_mention: invoice.customerTaxExempt === 'reverse' ? REVERSE_CHARGE_MENTION : null,
    currency: invoice.currency,
    due_date: invoice.dueDate?.toISO() ?? null,
    created: invoice.stripeCreatedAt.toISO()!,
    paid_at: invoice.paidAt?.toISO() ?? null,
    paid_out_of_band: invoice.paidOutOfBand,
    hosted_invoice_url: invoice.hostedInvoiceUrl,
    invoice_pdf: invoice.invoicePdf,
    lines: (invoice.linesSummary ?? []).map((line) => ({
      ...line,
      tax_rate: line.tax_rate ?? null,
      tax_amount: line.tax_amount ?? 0,
    })),
    stripe_invoice_id: isAdmin ? invoice.stripeInvoiceId : null,
  }
}
