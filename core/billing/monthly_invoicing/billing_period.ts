import { DateTime } from 'luxon'

/** A billing period is a calendar month, `YYYY-MM`, in UTC. */
export const PERIOD_PATTERN = /^(20\d{2})-(0[1-9]|1[0-2])$/

export function periodStart(period: string) {
  return DateTime.fromFormat(period, 'yyyy-MM', { zone: 'utc' }).startOf('month')
}

/** Unix seconds of the month's first and the next month's first instant (the invoice items' `period`). */
export function periodBounds(period: string) {
  const start = periodStart(period)
  return {
    start: Math.floor(start.toSeconds()),
    end: Math.floor(start.plus({ months: 1 }).toSeconds()),
  }
}

export const currentPeriod = (now = DateTime.utc()) => now.toFormat('yyyy-MM')

/** Whether a run for this period may start: not before 2020, at most next month (billing in advance). */
export function periodAllowed(period: string, now = DateTime.utc()) {
  if (!PERIOD_PATTERN.test(period)) return false
  const start = periodStart(period)
  return start >= DateTime.utc(2020, 1, 1) && start <= now.startOf('month').plus({ months: 1 })
}
