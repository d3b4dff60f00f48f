import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'

export const listAllowedMacsValidator = vine.create({ ...listQuery })

export const addAllowedMacValidator = vine.create({
  /** Any common notation (aa:bb:…, AA-BB-…, aabb.ccdd.eeff, aabbccddeeff); stored lower-case with colons. */
  mac: vine.string().trim().maxLength(40),
  /** What the device is ("TV lobby"), for people. */
  label: vine
    .string()
    .trim()
    .maxLength(100)
    .regex(/^[^\u0000-\u001f\u007f]*$/)
    .nullable()
    .optional(),
})
