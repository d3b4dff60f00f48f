import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'

/** Paging only, for sub-lists of one customer. */
export const listQueryValidator = vine.compile(vine.object({ ...listQuery }))

/** Paging without a search, for sub-lists that take no `q`. */
export const pageQueryValidator = vine.compile(
  vine.object({ page: listQuery.page, perPage: listQuery.perPage })
)
