import { DateTime } from 'luxon'

/** Financial months and years are those of the company's books: Europe/Brussels (architecture §4). */
export const FINANCIAL_ZONE = 'Europe/Brussels'

/** The boundaries the financials are cut at, as of `now`: this year, this month, last month, the last 12 months. */
export function financialCalendar(now = DateTime.now()) {
  const local = now.setZone(FINANCIAL_ZONE)
  const month = local.startOf('month')
  const months = Array.from({ length: 12 }, (_, index) => month.minus({ months: 11 - index }))
  return {
    now: local,
    year: local.year,
    yearStart: local.startOf('year'),
    monthStart: month,
    lastMonthStart: month.minus({ months: 1 }),
    /** Days of this month so far, today included (the per-day average divides by it). */
    daysThisMonth: local.day,
    /** The first day of each of the last 12 months, oldest first, this month last. */
    months,
  }
}
