import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'

export const listGroupsValidator = vine.compile(vine.object({ ...listQuery }))

export const updateGroupValidator = vine.compile(vine.object({ name: vine.string().trim().minLength(1).maxLength(160) }))
