import { AppException, type PendingFieldError } from '#kernel/exceptions/app_exception'

/**
 * Opening hours of a location, customer or group (spec §3): per weekday,
 * closed or open from one time to another. A closing time before the
 * opening time means the day runs past midnight (a bar open 18:00–02:00).
 * The every-day option applies one pair to all seven days; it is kept so
 * the editor shows the choice the user made.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export interface DayHours {
  closed: boolean
  open: string | null
  close: string | null
}

export interface OpeningHours {
  every_day: boolean
  open: string | null
  close: string | null
  days: Record<Weekday, DayHours>
}

/** What the API receives, already through the VineJS schema. */
export interface OpeningHoursInput {
  every_day: boolean
  open?: string | null
  close?: string | null
  days?: Partial<Record<Weekday, { closed: boolean; open?: string | null; close?: string | null }>>
}

const CLOSED: DayHours = { closed: true, open: null, close: null }

/** Nothing set yet reads as closed every day. */
export function emptyOpeningHours(): OpeningHours {
  return {
    every_day: false,
    open: null,
    close: null,
    days: Object.fromEntries(WEEKDAYS.map((day) => [day, { ...CLOSED }])) as OpeningHours['days'],
  }
}

/** A stored value (or null) in the shape the API answers. */
export function readOpeningHours(stored: unknown): OpeningHours {
  const hours = emptyOpeningHours()
  if (!stored || typeof stored !== 'object') return hours
  const value = stored as Partial<OpeningHours>
  hours.every_day = value.every_day === true
  hours.open = value.open ?? null
  hours.close = value.close ?? null
  for (const day of WEEKDAYS) {
    const entry = value.days?.[day]
    if (entry && entry.closed === false)
      hours.days[day] = { closed: false, open: entry.open ?? null, close: entry.close ?? null }
  }
  return hours
}

/**
 * Checks that every open day has both times and builds the stored value.
 * Raises one field error per missing time, so the editor marks each one.
 */
export function buildOpeningHours(input: OpeningHoursInput): OpeningHours {
  const errors: PendingFieldError[] = []
  const hours = emptyOpeningHours()
  hours.every_day = input.every_day
  if (input.every_day) {
    if (!input.open) errors.push({ field: 'open', rule: 'opening_hours_required' })
    if (!input.close) errors.push({ field: 'close', rule: 'opening_hours_required' })
    hours.open = input.open ?? null
    hours.close = input.close ?? null
    for (const day of WEEKDAYS)
      hours.days[day] = { closed: false, open: hours.open, close: hours.close }
  } else {
    for (const day of WEEKDAYS) {
      const entry = input.days?.[day]
      if (!entry || entry.closed) continue
      if (!entry.open) errors.push({ field: `days.${day}.open`, rule: 'opening_hours_required' })
      if (!entry.close) errors.push({ field: `days.${day}.close`, rule: 'opening_hours_required' })
      hours.days[day] = { closed: false, open: entry.open ?? null, close: entry.close ?? null }
    }
  }
  if (errors.length) throw new AppException(422, 'E_VALIDATION_ERROR', { errors })
  return hours
}
