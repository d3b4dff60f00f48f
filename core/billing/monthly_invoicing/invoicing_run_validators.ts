import vine from '@vinejs/vine'
import { PERIOD_PATTERN } from './billing_period.js'

export const startInvoicingRunValidator = vine.compile(
  vine.object({ period: vine.string().trim().regex(PERIOD_PATTERN) })
)

export const listInvoicingRunsValidator = vine.compile(
  vine.object({ limit: vine.number().withoutDecimals().positive().max(100).optional() })
)
