import vine from '@vinejs/vine'

/** Query-string filters shared by list endpoints. */
export const listQuery = {
  q: vine.string().trim().maxLength(100).optional(),
  page: vine.number().withoutDecimals().min(1).optional(),
  perPage: vine.number().withoutDecimals().range([1, 100]).optional(),
}
