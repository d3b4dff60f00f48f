import vine from '@vinejs/vine'

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `YYYY-MM-DD` names a day of the calendar (years 0001–9999; no 30 February, no month 13). */
export function isCalendarDate(text: string): boolean {
  const match = FULL_DATE.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  return (
    day <=
    new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeapYear(year) ? 1 : 0)
  )
}

function isLeapYear(year: number) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

const calendarDateRule = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string' && !isCalendarDate(value))
      field.report('The {{ field }} field must be a date (YYYY-MM-DD)', 'date', field)
  },
  { toJSONSchema: (schema) => Object.assign(schema, { format: 'date' }) }
)

/**
 * A calendar day as `YYYY-MM-DD` (OpenAPI `format: date`), kept as that text. The framework's date rule parses
 * leniently (0000-00-00 became 1899-11-30, 2024-02-30 the 1st of March) and lets years past 9999 reach the database.
 */
export function calendarDate() {
  return vine.string().trim().use(calendarDateRule())
}
