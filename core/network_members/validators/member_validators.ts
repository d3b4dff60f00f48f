import vine from '@vinejs/vine'

/** Ids are PostgreSQL integers: a larger number is a validation error, not an overflow. */
const MAX_ID = 2_147_483_647

const controllerId = vine.number().withoutDecimals().positive().max(MAX_ID)
/** Vendor ids are opaque strings; the plugin says whether one exists. */
const networkId = vine.string().trim().minLength(1).maxLength(200)

export const listMembersValidator = vine.create({
  controllerId: controllerId.clone().optional(),
  network: networkId.clone().optional(),
  status: vine.enum(['pending', 'authorized', 'deauthorized'] as const).optional(),
  online: vine.boolean().optional(),
  q: vine.string().trim().maxLength(100).optional(),
})

/** Which member: the path names the node, these its network and controller (a node may be on several networks). */
export const memberLocatorValidator = vine.create({
  controllerId,
  networkId,
})

export const updateMemberValidator = vine.create({
  controllerId: controllerId.clone(),
  networkId: networkId.clone(),
  authorized: vine.boolean().optional(),
  name: vine.string().trim().minLength(1).maxLength(100).optional(),
})
