import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'

const id = () => vine.number().withoutDecimals().positive().max(2_147_483_647)
const groupName = () => vine.string().trim().minLength(1).maxLength(160)

export const listGroupsValidator = vine.compile(vine.object({ ...listQuery }))

/** The group wizard: its info, then the customers that belong to it. */
export const createGroupValidator = vine.compile(
  vine.object({
    name: groupName(),
    customerIds: vine.array(id()).distinct().maxLength(500).optional(),
  })
)

export const updateGroupValidator = vine.compile(vine.object({ name: groupName() }))

export const groupCustomersValidator = vine.compile(
  vine.object({
    groupId: id(),
    customerIds: vine.array(id()).minLength(1).maxLength(500).distinct(),
  })
)
