import { DateTime } from 'luxon'
import { AppException } from '#kernel/exceptions/app_exception'

/** Sales days are the hunters' days: Europe/Brussels (architecture §4). */
export const SALES_ZONE = 'Europe/Brussels'
const MAX_PERIOD_DAYS = 731

/** The start of today where the hunters walk, as a UTC instant. */
export function startOfSalesToday() {
  return DateTime.now().setZone(SALES_ZONE).startOf('day').toUTC()
}

/** The start of a day (YYYY-MM-DD) in the sales zone; an impossible date is a 422 on `field`. */
export function dayStart(value: string, field: string) {
  const day = DateTime.fromISO(value, { zone: SALES_ZONE })
  if (!day.isValid) throw AppException.invalidField(field, 'date')
  return day.startOf('day')
}

/**
 * The period `from`–`to` (whole days, both included) as UTC instants [start, end). Without `from`, `defaultDays`
 * back from `to` (or today); at most two years.
 */
export function salesPeriod(input: { from?: string; to?: string }, defaultDays: number) {
  const lastDay = input.to
    ? dayStart(input.to, 'to')
    : DateTime.now().setZone(SALES_ZONE).startOf('day')
  const firstDay = input.from
    ? dayStart(input.from, 'from')
    : lastDay.minus({ days: defaultDays - 1 })
  if (firstDay > lastDay) throw AppException.invalidField('to', 'after_or_equal')
  if (lastDay.diff(firstDay, 'days').days > MAX_PERIOD_DAYS)
    throw AppException.invalidField('from', 'period_too_long')
  return {
    from: firstDay.toISODate()!,
    to: lastDay.toISODate()!,
    start: firstDay.toUTC(),
    end: lastDay.plus({ days: 1 }).toUTC(),
  }
}
