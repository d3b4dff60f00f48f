import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { COMMON_PASSWORDS, COMMON_PASSWORD_WORDS } from '#core/auth/validators/common_passwords'

/**
 * Spec §5: at least 8 characters with an upper-case letter, a lower-case
 * letter and a special character; plus a refusal of common passwords.
 * Up to 128 characters, taken exactly as typed (never trimmed).
 * Each failed rule is reported under its own name so the UI can tick them off.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

function checkStrength(value: unknown, _options: undefined, field: FieldContext) {
  if (typeof value !== 'string') return
  if (!/\p{Lu}/u.test(value))
    field.report('The {{ field }} needs an upper-case letter', 'password_uppercase', field)
  if (!/\p{Ll}/u.test(value))
    field.report('The {{ field }} needs a lower-case letter', 'password_lowercase', field)
  if (!/[^\p{L}\p{N}]/u.test(value))
    field.report('The {{ field }} needs a special character', 'password_special', field)
  if (isCommonPassword(value)) field.report('This password is too common', 'password_common', field)
}

export function isCommonPassword(value: string) {
  const lower = value.toLowerCase()
  if (COMMON_PASSWORDS.has(lower)) return true
  const letters = lower.replace(/[^\p{L}]/gu, '')
  return letters.length === 0 || COMMON_PASSWORD_WORDS.has(letters)
}

const strongPasswordRule = vine.createRule(checkStrength)

/** A new password: the spec's rules, and a matching `<field>_confirmation`. */
export function newPassword() {
  return vine
    .string()
    .minLength(PASSWORD_MIN_LENGTH)
    .maxLength(PASSWORD_MAX_LENGTH)
    .use(strongPasswordRule())
    .confirmed()
}

/** A password as typed at sign-in or confirmation: only a sane length cap. */
export function typedPassword() {
  return vine.string().maxLength(PASSWORD_MAX_LENGTH)
}
