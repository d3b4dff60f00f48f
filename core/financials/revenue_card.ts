import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { financialCalendar } from './financial_calendar.js'

/**
 * Revenue from the invoice mirror, in euro cents before VAT: invoices Stripe finalized (open or paid; not drafts,
 * void or uncollectible ones), by the day Stripe created them. One query on the `invoices_revenue` index, the
 * year's target beside it.
 */
export async function revenueCard(calendar: ReturnType<typeof financialCalendar>) {
  // In January, last month lies in the year before.
  const since = DateTime.min(calendar.yearStart, calendar.lastMonthStart).toJSDate()
  const result = await db.rawQuery(
    `select
       coalesce(sum(subtotal) filter (where stripe_created_at >= :yearStart), 0)::bigint as year_to_date,
       coalesce(sum(subtotal) filter (where stripe_created_at >= :monthStart), 0)::bigint as current_month,
       coalesce(sum(subtotal) filter (where stripe_created_at >= :lastMonthStart
         and stripe_created_at < :monthStart), 0)::bigint as last_month,
       (select amount from financial_targets where year = :year) as target
     from invoices
     where currency = 'eur' and stripe_status in ('open', 'paid')
       and stripe_created_at >= :since and stripe_created_at <= :now`,
    {
      yearStart: calendar.yearStart.toJSDate(),
      monthStart: calendar.monthStart.toJSDate(),
      lastMonthStart: calendar.lastMonthStart.toJSDate(),
      year: calendar.year,
      since,
      now: calendar.now.toJSDate(),
    }
  )
  const row = result.rows[0]
  const yearToDate = Number(row.year_to_date)
  const currentMonth = Number(row.current_month)
  const target = row.target === null ? null : Number(row.target)
  return {
    currency: 'eur' as const,
    year: calendar.year,
    year_to_date: yearToDate,
    current_month: currentMonth,
    per_day: Math.round(currentMonth / calendar.daysThisMonth),
    last_month: Number(row.last_month),
    target,
    to_complete: target === null ? null : Math.max(0, target - yearToDate),
    progress: target ? Math.round((yearToDate / target) * 1000) / 10 : null,
  }
}
