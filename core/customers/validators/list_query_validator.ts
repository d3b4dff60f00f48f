import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'

/** Paging only, for sub-lists of one customer. */
export const listQueryValidator = vine.compile(vine.object({ ...listQuery }))
