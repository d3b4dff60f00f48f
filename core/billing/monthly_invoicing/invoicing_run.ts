import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { AppException } from '#kernel/exceptions/app_exception'
import { dispatch } from '#kernel/jobs/dispatch'
import { billableCustomers, type BillableCustomer } from './billable_venues.js'
import { billCustomer } from './bill_customer.js'
import MonthlyInvoicingJob from './jobs/monthly_invoicing_job.js'

/** Customers billed at once: bounded so Stripe's rate limit (100 writes/s live) and our pool are not overrun. */
export const RUN_CONCURRENCY = Number(process.env.INVOICING_CONCURRENCY ?? 16)
/** A run whose worker has not reported for this long is taken as dead, and the period may start again. */
const STALE_AFTER_MINUTES = 10
const PROGRESS_EVERY_MS = 1_000

/** Records a run of the period and queues it; one pending or running run per period at a time. */
export async function startInvoicingRun(period: string, userId: number | null) {
  await db
    .from('invoicing_runs')
    .where('period', period)
    .whereIn('status', ['pending', 'running'])
    .where((where) =>
      where
        .where(
          'heartbeat_at',
          '<',
          DateTime.utc().minus({ minutes: STALE_AFTER_MINUTES }).toJSDate()
        )
        .orWhere((pending) =>
          pending
            .whereNull('heartbeat_at')
            .where(
              'created_at',
              '<',
              DateTime.utc().minus({ minutes: STALE_AFTER_MINUTES }).toJSDate()
            )
        )
    )
    .update({ status: 'interrupted', finished_at: new Date() })
  try {
    return await db.transaction(async (trx) => {
      const [run] = await trx
        .table('invoicing_runs')
        .insert({ period, status: 'pending', started_by_user_id: userId, created_at: new Date() })
        .returning('*')
      await dispatch(MonthlyInvoicingJob, { runId: run.id }, { trx })
      return run
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new AppException(409, 'E_INVOICING_RUN_ACTIVE')
    throw error
  }
}

/**
 * Bills every billed customer of the run's period (billable_venues.ts), RUN_CONCURRENCY at a time, and keeps the
 * counts on the run row. A customer that fails (Stripe still down after the retries) is counted and left for the
 * next run, which continues it from what is recorded; the run then ends `completed_with_failures`.
 */
export async function executeInvoicingRun(runId: number) {
  const run = await db.from('invoicing_runs').where('id', runId).first()
  if (!run || !['pending', 'running'].includes(run.status)) return
  await db
    .from('invoicing_runs')
    .where('id', runId)
    .update({
      status: 'running',
      started_at: run.started_at ?? new Date(),
      heartbeat_at: new Date(),
    })
  try {
    const customers = await billableCustomers()
    const counts = {
      customers_total: customers.length,
      customers_done: 0,
      customers_failed: 0,
      venues_billed: 0,
      items_created: 0,
      invoices_finalized: 0,
      amount_cents: 0,
    }
    let lastReport = 0
    const report = async (force = false) => {
      if (!force && Date.now() - lastReport < PROGRESS_EVERY_MS) return
      lastReport = Date.now()
      await db
        .from('invoicing_runs')
        .where('id', runId)
        .update({ ...counts, heartbeat_at: new Date() })
    }
    await report(true)
    await eachBounded(customers, RUN_CONCURRENCY, async (customer) => {
      try {
        const outcome = await billCustomer(customer, run.period, runId)
        counts.customers_done++
        counts.venues_billed += new Set(customer.lines.map((line) => line.locationId)).size
        counts.items_created += outcome.itemsCreated
        if (outcome.status === 'finalized') {
          counts.invoices_finalized++
          counts.amount_cents += outcome.amountCents
        }
      } catch (error) {
        counts.customers_failed++
        await recordFailure(customer, run.period, error)
      }
      await report()
    })
    await db
      .from('invoicing_runs')
      .where('id', runId)
      .update({
        ...counts,
        status: counts.customers_failed ? 'completed_with_failures' : 'completed',
        heartbeat_at: new Date(),
        finished_at: new Date(),
      })
  } catch (error) {
    logger.error({ err: error, runId }, 'monthly invoicing run failed')
    await db
      .from('invoicing_runs')
      .where('id', runId)
      .update({
        status: 'failed',
        error: String((error as Error).message).slice(0, 255),
        finished_at: new Date(),
      })
  }
}

async function recordFailure(customer: BillableCustomer, period: string, error: unknown) {
  logger.warn(
    { err: error, customerId: customer.customerId, period },
    'customer not invoiced in this run; the next run continues it'
  )
  const code = (error as { code?: string }).code ?? (error as Error).name
  await db
    .from('monthly_invoices')
    .where({ customer_id: customer.customerId, period })
    .update({ error: String(code).slice(0, 255) })
}

/** Runs `work` over the items with at most `limit` at a time. */
async function eachBounded<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}
