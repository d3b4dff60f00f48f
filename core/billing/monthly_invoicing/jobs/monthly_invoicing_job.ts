import { Job } from '#kernel/jobs/job'
import { executeInvoicingRun } from '#core/billing/monthly_invoicing/invoicing_run'

/**
 * Executes one invoicing run (a row of invoicing_runs). Idempotent: executed again after a crash, it continues from
 * what the run recorded per customer and line (bill_customer.ts).
 */
export default class MonthlyInvoicingJob extends Job<{ runId: number }> {
  static jobName = 'billing.monthly_invoicing'
  static queue = 'billing'
  static attempts = 3
  static backoff = { type: 'exponential' as const, delayMs: 30_000 }
  static timeoutMs = 60 * 60_000

  async handle({ runId }: { runId: number }) {
    await executeInvoicingRun(runId)
  }
}
