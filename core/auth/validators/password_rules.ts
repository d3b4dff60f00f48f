import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { personalInputs, weakPasswordReason } from '#core/auth/services/password_strength'
import {
  PASSWORD_CHARACTER_RULES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '#api-types/password-policy'

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#api-types/password-policy'

/** The messages of the character rules; resources/lang has them in four languages under the same names. */
const CHARACTER_MESSAGES = {
  uppercase: 'The {{ field }} needs an upper-case letter',
  lowercase: 'The {{ field }} needs a lower-case letter',
  special: 'The {{ field }} needs a special character',
}

/**
 * Spec §5 (api-types/password-policy.ts, shared with the web app): 8 to 128 characters, taken exactly as typed,
 * with an upper-case letter, a lower-case letter and a special character; plus a refusal of guessable passwords
 * (zxcvbn-ts, offline), with the reason. Each failed rule is reported under its own name so the UI can tick
 * them off.
 */
async function checkStrength(value: unknown, _options: undefined, field: FieldContext) {
  if (typeof value !== 'string') return
  for (const { rule, test } of PASSWORD_CHARACTER_RULES)
    if (!test(value)) field.report(CHARACTER_MESSAGES[rule], `password_${rule}`, field)
  const reason = await weakPasswordReason(value, userInputsOf(field))
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

const strongPasswordRule = vine.createRule(checkStrength, { isAsync: true })

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
