import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Customer from '#core/customers/models/customer'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { ensureStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { whileUserWaits } from '#core/billing/customers/stripe_errors'
import { AppException } from '#kernel/exceptions/app_exception'
import { prepareCustomerVat } from '#core/billing/taxes/customer_vat'
import Invoice from './invoice.js'
import { mirrorInvoice } from './mirror_invoice.js'

/** Days to pay an invoice made by hand when the form does not say. */
export const DEFAULT_DAYS_UNTIL_DUE = 14

export interface NewInvoiceLine {
  description: string
  /** Integer cents for the whole line. */
  amount: number
  metadata?: Record<string, string>
}

export interface NewInvoice {
  customerId: number
  createdBy: number | null
  source: 'lines' | 'pipedrive'
  sourceReference?: string
  currency: string
  lines: NewInvoiceLine[]
  daysUntilDue?: number
  description?: string
}

/**
 * A one-off invoice in Stripe: a draft, one invoice item per line (each with the customer's VAT rate), finalized and sent for payment within the due
 * days. Every Stripe call carries an idempotency key made of our invoice request's id, so a retried step never bills
 * a line twice. The mirrored row is answered at once (the webhooks confirm it later).
 */
export async function createInvoice(input: NewInvoice): Promise<Invoice> {
  const customer = await Customer.find(input.customerId)
  if (!customer) throw AppException.invalidField('customer', 'exists')
  const stripe = billingStripe()
  const stripeCustomerId = await whileUserWaits(() => ensureStripeCustomer(customer))
  const [request] = await db
    .table('invoice_requests')
    .insert({
      customer_id: customer.id,
      created_by: input.createdBy,
      source: input.source,
      source_reference: input.sourceReference ?? null,
      created_at: new Date(),
    })
    .returning('id')
  const requestId = Number(request.id ?? request)
  const key = (step: string) => `airdeck-invoice-request-${requestId}-${step}`
  const metadata = {
    airdeck_customer_id: String(customer.id),
    airdeck_invoice_request_id: String(requestId),
  }

  const finalized = await whileUserWaits(async () => {
    const { taxRateId } = await prepareCustomerVat(stripe, customer, stripeCustomerId)
    const draft = await stripe.invoices.create(
      {
        customer: stripeCustomerId,
        collection_method: 'send_invoice',
        days_until_due: input.daysUntilDue ?? DEFAULT_DAYS_UNTIL_DUE,
        auto_advance: true,
        pending_invoice_items_behavior: 'exclude',
        currency: input.currency,
        default_tax_rates: [taxRateId],
        ...(input.description ? { description: input.description } : {}),
        metadata,
      },
      { idempotencyKey: key('invoice') }
    )
    for (const [index, line] of input.lines.entries()) {
      await stripe.invoiceItems.create(
        {
          customer: stripeCustomerId,
          invoice: draft.id,
          amount: line.amount,
          currency: input.currency,
          description: line.description,
          tax_rates: [taxRateId],
          metadata: { ...metadata, ...line.metadata },
        },
        { idempotencyKey: key(`line-${index}`) }
      )
    }
    return stripe.invoices.finalizeInvoice(
      draft.id!,
      { auto_advance: true },
      { idempotencyKey: key('finalize') }
    )
  })
  await db
    .from('invoice_requests')
    .where('id', requestId)
    .update({ stripe_invoice_id: finalized.id })
  const invoice =
    (await mirrorInvoice(finalized, DateTime.utc())) ??
    (await Invoice.findByOrFail('stripe_invoice_id', finalized.id))
  await invoice.load('customer')
  return invoice
}
