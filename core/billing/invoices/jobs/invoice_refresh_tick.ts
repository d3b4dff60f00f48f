import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import { dispatch } from '#kernel/jobs/dispatch'
import RefreshInvoicesJob from './refresh_invoices_job.js'

/** Every few hours: the invoices of the last 60 days are read again from Stripe, in case a webhook was lost. */
export default async function invoiceRefreshTick() {
  if (!billingConfigured()) return
  await dispatch(RefreshInvoicesJob, { days: 60 })
}
