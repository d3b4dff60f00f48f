import { randomInt } from 'node:crypto'

/** Letters and digits a guest cannot mistake for one another on paper: no 0/O, no 1/I. */
export const VOUCHER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** 32^8 ≈ 10^12 codes: guessing one of a batch of 1000 stays hopeless behind the public rate limits. */
export const VOUCHER_CODE_LENGTH = 8

export function newVoucherCode() {
  let code = ''
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i++)
    code += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]
  return code
}

/** A code as a guest or an admin types it (any case, with spaces or dashes); null when it cannot be one of ours. */
export function voucherCodeFromInput(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 40) return null
  const code = text.toUpperCase().replace(/[\s-]/g, '')
  const valid =
    code.length === VOUCHER_CODE_LENGTH &&
    [...code].every((char) => VOUCHER_ALPHABET.includes(char))
  return valid ? code : null
}
