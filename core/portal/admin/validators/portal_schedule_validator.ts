import vine from '@vinejs/vine'
import { DateTime } from 'luxon'

export const MAX_SCHEDULE_ENTRIES = 50
export const SCHEDULE_REPEATS = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/

const localDateTime = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (!LOCAL_DATE_TIME.test(value) || !DateTime.fromISO(value).isValid)
    field.report('Enter a date and time as YYYY-MM-DDTHH:mm', 'date_time', field)
})

const localDate = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (!LOCAL_DATE.test(value) || !DateTime.fromISO(value).isValid)
    field.report('Enter a valid date (YYYY-MM-DD)', 'date', field)
})

const entry = vine.object({
  from: vine.string().trim().use(localDateTime()),
  until: vine.string().trim().use(localDateTime()),
  repeat: vine.enum(SCHEDULE_REPEATS),
  ends: vine
    .object({
      kind: vine.enum(['always', 'times', 'until'] as const),
      times: vine
        .number()
        .withoutDecimals()
        .range([1, 1000])
        .optional()
        .requiredWhen('kind', '=', 'times'),
      date: vine.string().trim().use(localDate()).optional().requiredWhen('kind', '=', 'until'),
    })
    .optional(),
})

/**
 * PUT /rest/portal/{id}/schedule: the whole list of scheduled offline periods (spec §3 Scheduler), in force at once.
 * The rules between fields (end after start, a repeating period shorter than its repeat) are checked by
 * core/portal/admin/actions/save_portal_schedule.ts.
 */
export const portalScheduleValidator = vine.compile(
  vine.object({ entries: vine.array(entry).maxLength(MAX_SCHEDULE_ENTRIES) })
)
