import vine from '@vinejs/vine'

/** POST /customers/{id}/export: where the link goes (the requester's own address when left out). */
export const customerExportValidator = vine.create({
  email: vine.string().trim().maxLength(254).email().optional(),
})
