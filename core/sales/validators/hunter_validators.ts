import vine from '@vinejs/vine'

/** PUT /sales/hunters/{id}: give (`true`) or take away (`false`) the sales-hunter role. */
export const setHunterValidator = vine.create({ hunter: vine.boolean() })
