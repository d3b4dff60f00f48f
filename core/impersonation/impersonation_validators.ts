import vine from '@vinejs/vine'

export const startImpersonationValidator = vine.create({
  user_id: vine.number().withoutDecimals().positive().max(2_147_483_647),
})

export const supportAccessValidator = vine.create({ blocked: vine.boolean() })
