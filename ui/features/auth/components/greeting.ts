export type DayPart = 'morning' | 'afternoon' | 'evening'

/** Morning from 5:00, afternoon from 12:00, evening from 18:00 until 5:00. */
export function dayPart(date: Date): DayPart {
  const hour = date.getHours()
  if (hour >= 5 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 18) return 'afternoon'
  return 'evening'
}
