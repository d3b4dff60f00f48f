import vine from '@vinejs/vine'

export const createSupplierValidator = vine.create({
  name: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(120)
    .regex(/^[^\u0000-\u001f\u007f]*$/),
  email: vine.string().trim().maxLength(254).email().nullable().optional(),
  phone: vine
    .string()
    .trim()
    .maxLength(40)
    .regex(/^[0-9+ ()./-]{3,40}$/)
    .nullable()
    .optional(),
  website: vine
    .string()
    .trim()
    .maxLength(300)
    .url({ require_protocol: true, protocols: ['http', 'https'] })
    .nullable()
    .optional(),
})
