import { randomBytes, randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import { NIGHTLY_CREATION } from '#core/tenants/tenant_states'

/** 16 characters without look-alikes (0/O, 1/l/I): easy to type from the mail, 90+ bits. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const GENERATED_PASSPHRASE_LENGTH = 16

export function generatePassphrase() {
  return Array.from(
    { length: GENERATED_PASSPHRASE_LENGTH },
    () => ALPHABET[randomInt(ALPHABET.length)]
  ).join('')
}

/** 128 random bits: the public page shows a key, so its address must not be guessable. */
export function newPublicId() {
  return randomBytes(16).toString('base64url')
}

/**
 * The key's name on the controller: readable for the installer, unique within the venue (the id), at most the
 * 64 characters vendors accept.
 */
export function keyNameFor(id: number, name: string) {
  const suffix = ` #${id}`
  return `${name
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, 64 - suffix.length)}${suffix}`
}

/** When a tenant added now is created: the next nightly run (03:00 Europe/Brussels), tonight's if still ahead. */
export function nextNightlyRun(now = DateTime.now()) {
  const local = now.setZone(NIGHTLY_CREATION.zone)
  const tonight = local.set({ hour: NIGHTLY_CREATION.hour, minute: 0, second: 0, millisecond: 0 })
  return tonight > local ? tonight : tonight.plus({ days: 1 })
}
