import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { personalInputs, weakPasswordReason } from '#core/auth/services/password_strength'

/**
 * Spec §5: at least 8 characters with an upper-case letter, a lower-case
 * letter and a special character; plus a refusal of guessable passwords (zxcvbn-ts, offline), with the reason.
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
  const reason = weakPasswordReason(value, userInputsOf(field))
  if (reason) field.report('This password is easy to guess', `password_${reason}`, field)
}

/**
 * The person's own words: the form's name and e-mail fields (registration), or those of the account the caller
 * passes as `meta.userInputs` (a password change or reset).
 */
function userInputsOf(field: FieldContext): string[] {
  const given = (field.meta as { userInputs?: unknown } | undefined)?.userInputs
  const fromForm = personalInputs((field.parent ?? {}) as Record<string, unknown>)
  return [...(Array.isArray(given) ? given.map(String) : []), ...fromForm]
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
