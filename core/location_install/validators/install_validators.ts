import vine from '@vinejs/vine'

const MAX_ID = 2_147_483_647
const SERIAL = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/
const id = () => vine.number().withoutDecimals().positive().max(MAX_ID)

/** POST /locations/{id}/install: the installer, the hardware taken from stock, and an admin's reason to go on. */
export const finishInstallValidator = vine.create({
  installerId: id(),
  hardware: vine
    .array(
      vine.object({
        productId: id(),
        quantity: vine.number().withoutDecimals().range([1, 100]).optional(),
        serials: vine
          .array(vine.string().trim().regex(SERIAL))
          .minLength(1)
          .maxLength(100)
          .optional(),
      })
    )
    .maxLength(20)
    .optional(),
  overrideReason: vine.string().trim().minLength(3).maxLength(500).optional(),
})
