import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import { currentPeriod } from '#core/billing/monthly_invoicing/billing_period'
import { startInvoicingRun } from '#core/billing/monthly_invoicing/invoicing_run'

/**
 * Starts the month's run once, on the 1st from 06:00 UTC (billing in advance for the month): when the period has no
 * run yet. A failed or partial run is not restarted by itself; admins rerun it from the accounting screen.
 */
export default async function monthlyInvoicingTick() {
  const now = DateTime.utc()
  if (!billingConfigured() || now.day !== 1 || now.hour < 6) return
  const period = currentPeriod(now)
  if (await db.from('invoicing_runs').where('period', period).first()) return
  try {
    await startInvoicingRun(period, null)
  } catch {
    // Another process started it at the same moment.
  }
}
