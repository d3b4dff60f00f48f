import vine from '@vinejs/vine'
import { WEEKDAYS } from '#core/opening_hours/opening_hours'

/** "HH:mm", 00:00 to 23:59. */
const time = () =>
  vine
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable()
    .optional()

const day = () => vine.object({ closed: vine.boolean(), open: time(), close: time() }).optional()

/**
 * The shape of PUT …/openinghours. Whether an open day has both times is
 * checked after this, by buildOpeningHours, with one error per missing time.
 */
export const openingHoursValidator = vine.compile(
  vine.object({
    every_day: vine.boolean(),
    open: time(),
    close: time(),
    days: vine
      .object(
        Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day()])) as Record<
          (typeof WEEKDAYS)[number],
          ReturnType<typeof day>
        >
      )
      .optional(),
  })
)
