import db from '@adonisjs/lucid/services/db'
import type { financialCalendar } from './financial_calendar.js'

/**
 * Monthly recurring revenue from the subscriptions (not the invoices), in euro cents: for each of the last 12 months
 * the MRR at its end (this month: now), the MRR of subscriptions that started in it and of those that stopped.
 * One query on `subscription_periods` (see migration 1763700002700).
 */
export async function mrrCard(calendar: ReturnType<typeof financialCalendar>) {
  const starts = calendar.months.map((month) => month.toJSDate())
  const ends = calendar.months.map((month, index) =>
    index === calendar.months.length - 1
      ? calendar.now.toJSDate()
      : month.plus({ months: 1 }).toJSDate()
  )
  const result = await db.rawQuery(
    `select months.starts_at,
       (select coalesce(sum(amount), 0) from subscription_periods p
         where p.started_at < months.ends_at and (p.ended_at is null or p.ended_at >= months.ends_at))::bigint as mrr,
       (select coalesce(sum(amount), 0) from subscription_periods p
         where p.started_at >= months.starts_at and p.started_at < months.ends_at
           and not p.continues_previous)::bigint as new_mrr,
       (select coalesce(sum(amount), 0) from subscription_periods p
         where p.ended_at >= months.starts_at and p.ended_at < months.ends_at and p.churned)::bigint as churned_mrr
     from unnest(?::timestamptz[], ?::timestamptz[]) as months(starts_at, ends_at)
     order by months.starts_at`,
    [starts, ends]
  )
  const trend = result.rows.map((row: Record<string, unknown>, index: number) => ({
    month: calendar.months[index].toFormat('yyyy-MM'),
    mrr: Number(row.mrr),
    new_mrr: Number(row.new_mrr),
    churned_mrr: Number(row.churned_mrr),
  }))
  return { currency: 'eur' as const, mrr: trend[trend.length - 1].mrr, trend }
}
