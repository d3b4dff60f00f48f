/**
 * Support hours by plan (spec §9: business plans Mon–Fri 9–17 or 8–20, and a 24/7 tier). Plans are numbers 1–10 on
 * the venue (and the customer's default); this is the one place that maps them: 1 office hours, 2 extended hours,
 * 3 and up round the clock.
 */
export const SUPPORT_HOURS = ['office', 'extended', 'always'] as const
export type SupportHours = (typeof SUPPORT_HOURS)[number]

const WINDOWS: Record<Exclude<SupportHours, 'always'>, { from: number; to: number }> = {
  office: { from: 9, to: 17 },
  extended: { from: 8, to: 20 },
}

export function supportHoursOfPlan(plan: number | null | undefined): SupportHours {
  if (!plan || plan <= 1) return 'office'
  return plan === 2 ? 'extended' : 'always'
}

/** Building a formatter costs more than the rest of a status answer: one per time zone, kept. */
const weekdayHour = new Map<string, Intl.DateTimeFormat>()

/** Whether support answers now, Monday to Friday in the venue's time zone. */
export function supportOpenAt(hours: SupportHours, timeZone: string, at = new Date()): boolean {
  if (hours === 'always') return true
  const zone = validZone(timeZone)
  let format = weekdayHour.get(zone)
  if (!format)
    weekdayHour.set(
      zone,
      (format = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        weekday: 'short',
        hour: 'numeric',
        hourCycle: 'h23',
      }))
    )
  const parts = format.formatToParts(at)
  const weekday = parts.find((part) => part.type === 'weekday')?.value
  const hour = Number(parts.find((part) => part.type === 'hour')?.value)
  const window = WINDOWS[hours]
  return weekday !== 'Sat' && weekday !== 'Sun' && hour >= window.from && hour < window.to
}

const knownZones = new Set(Intl.supportedValuesOf('timeZone'))

/** A time zone the runtime knows, else Brussels (the default of every venue). */
export function validZone(timeZone: string | null | undefined) {
  return timeZone && (knownZones.has(timeZone) || timeZone === 'UTC') ? timeZone : 'Europe/Brussels'
}
