import { DateTime } from 'luxon'
import Stripe from 'stripe'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { whileUserWaits } from '#core/billing/customers/stripe_errors'
import { AppException } from '#kernel/exceptions/app_exception'
import Invoice from './invoice.js'
import { mirrorInvoice } from './mirror_invoice.js'
import { evaluateAccountLock } from './account_lock.js'

/**
 * Marks an invoice paid outside Stripe (bank transfer, cash): Stripe's `paid_out_of_band`, so Stripe stops
 * collecting it. Already paid → 409; void → 409. Unlocks the customer at once when nothing else is overdue.
 */
export async function markInvoicePaid(invoiceId: number) {
  const invoice = await Invoice.find(invoiceId)
  if (!invoice) throw AppException.notFound()
  if (invoice.stripeStatus === 'paid') throw new AppException(409, 'E_INVOICE_ALREADY_PAID')
  if (invoice.stripeStatus === 'void') throw new AppException(409, 'E_INVOICE_VOID')
  const stripe = billingStripe()
  const paid = await whileUserWaits(async () => {
    try {
      return await stripe.invoices.pay(
        invoice.stripeInvoiceId,
        { paid_out_of_band: true },
        { idempotencyKey: `airdeck-invoice-${invoice.id}-paid-out-of-band` }
      )
    } catch (error) {
      // Paid in Stripe meanwhile (the webhook has not arrived yet): take Stripe's state.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'invoice_already_paid'
      )
        return null
      throw error
    }
  })
  if (!paid) {
    await mirrorInvoice(
      await whileUserWaits(() => stripe.invoices.retrieve(invoice.stripeInvoiceId)),
      DateTime.utc()
    )
    throw new AppException(409, 'E_INVOICE_ALREADY_PAID')
  }
  await mirrorInvoice(paid, DateTime.utc(), undefined, { paidOutOfBand: true })
  if (invoice.customerId) await evaluateAccountLock(invoice.customerId)
  const fresh = await Invoice.query().where('id', invoice.id).preload('customer').firstOrFail()
  return fresh
}
