import vine from '@vinejs/vine'

export const MAIL_STATUSES = ['queued', 'sent', 'stored', 'failed'] as const

export const listMailsValidator = vine.create(
  vine.object({
    page: vine.number().withoutDecimals().min(1).optional(),
    perPage: vine.number().withoutDecimals().range([1, 100]).optional(),
    status: vine.enum(MAIL_STATUSES).optional(),
  })
)
