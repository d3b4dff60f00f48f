import vine from '@vinejs/vine'

/** WPA passphrases are 8–63 printable ASCII characters; one key puts its user on exactly one VLAN. */
export const addPpskKeyValidator = vine.create({
  wlanId: vine.string().trim().minLength(1).maxLength(200),
  name: vine.string().trim().minLength(1).maxLength(64),
  passphrase: vine
    .string()
    .minLength(8)
    .maxLength(63)
    .regex(/^[\x20-\x7e]+$/)
    .optional(),
  vlan: vine.number().withoutDecimals().range([1, 4094]),
})
