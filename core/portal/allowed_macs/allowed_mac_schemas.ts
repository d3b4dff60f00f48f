import {
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  page,
  string,
} from '#kernel/http/contract/schemas'
import { ALLOWED_MAC_STATES } from '#core/portal/allowed_macs/transformers/allowed_mac_transformer'

export const allowedMacSchema = object({
  id: integer(),
  mac: { ...string(), description: 'Lower case, colon-separated' },
  label: nullable(string()),
  state: oneOfThese(...ALLOWED_MAC_STATES),
  authorizedUntil: {
    ...nullable(dateTime()),
    description:
      'Until when the controller lets the device through; renewed automatically well before',
  },
  lastAttemptAt: nullable(dateTime()),
  lastError: {
    ...nullable(object({ code: string(), message: string() })),
    description:
      'Why the controller did not let it through the last time; retried every few minutes',
  },
  createdAt: dateTime(),
})

export const allowedMacListSchema = page(allowedMacSchema)
