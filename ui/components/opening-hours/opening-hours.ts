/** Opening hours as `GET/PUT …/openinghours` carries them (locations, customers, groups). */
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

export function emptyOpeningHours(): OpeningHours {
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => [day, { closed: true, open: null, close: null }])
  )
  return { every_day: false, open: null, close: null, days: days as OpeningHours['days'] }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The server's rule (spec §5), checked before sending: every open day needs
 * an opening and a closing time. Keys are the server's field names, so
 * server errors land on the same inputs.
 */
export function openingHoursErrors(hours: OpeningHours): Record<string, 'required' | 'time'> {
  const errors: Record<string, 'required' | 'time'> = {}
  const check = (field: string, value: string | null) => {
    if (!value) errors[field] = 'required'
    else if (!TIME.test(value)) errors[field] = 'time'
  }
  if (hours.every_day) {
    check('open', hours.open)
    check('close', hours.close)
  } else {
    for (const day of WEEKDAYS) {
      if (hours.days[day].closed) continue
      check(`days.${day}.open`, hours.days[day].open)
      check(`days.${day}.close`, hours.days[day].close)
    }
  }
  return errors
}

/** The same errors as translated messages for the editor. */
export function openingHoursErrorMessages(
  translate: (key: string) => string,
  hours: OpeningHours
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(openingHoursErrors(hours)).map(([field, rule]) => [
      field,
      translate(`openingHours:errors.${rule}`),
    ])
  )
}
