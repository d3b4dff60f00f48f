/**
 * The short code of a venue's status page that staff type on /status (migration 1763700002620 sets it): 8 characters
 * without the look-alikes 0/O and 1/I/L, so 31^8 (about 2^39.6) values, case-insensitive on input.
 */
export const STATUS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const STATUS_CODE_LENGTH = 8

const STATUS_CODE = new RegExp(`^[${STATUS_CODE_ALPHABET}]{${STATUS_CODE_LENGTH}}$`)

/** The code as stored, from what someone typed (any case, with spaces or dashes between groups), or null. */
export function normalizeStatusCode(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase()
  return STATUS_CODE.test(code) ? code : null
}

/** As printed and shown: two groups of four, easier to read out and type. */
export function formatStatusCode(code: string) {
  return `${code.slice(0, 4)}-${code.slice(4)}`
}
