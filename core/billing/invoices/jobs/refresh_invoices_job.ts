import { DateTime } from 'luxon'
import { Job } from '#kernel/jobs/job'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import { refreshInvoices } from '#core/billing/invoices/refresh_invoices'
import { evaluateAccountLocks } from '#core/billing/invoices/account_lock'

/** Mirrors Stripe's invoices (all, or those of the last `days`), then re-evaluates the account locks. Retried. */
export default class RefreshInvoicesJob extends Job<{ days?: number }> {
  static jobName = 'billing.refresh_invoices'
  static queue = 'billing'
  static attempts = 5
  static backoff = { type: 'exponential' as const, delayMs: 10_000 }
  static timeoutMs = 15 * 60_000

  async handle({ days }: { days?: number }) {
    if (!billingConfigured()) return
    await refreshInvoices(days ? { since: DateTime.utc().minus({ days }) } : {})
    await evaluateAccountLocks()
  }
}
