import vine from '@vinejs/vine'
import { TWO_FACTOR_METHODS } from '#core/auth/two_factor/models/user_two_factor'

export const enableTwoFactorValidator = vine.compile(
  vine.object({
    method: vine.enum(TWO_FACTOR_METHODS),
    phone: vine.string().trim().maxLength(40).nullable().optional(),
  })
)

export const twoFactorCodeValidator = vine.compile(
  vine.object({ code: vine.string().trim().minLength(1).maxLength(12) })
)

/** The second sign-in step: a code, or one of the recovery codes. */
export const challengeValidator = vine.compile(
  vine.object({
    code: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(12)
      .optional()
      .requiredIfMissing('recovery_code'),
    recovery_code: vine.string().trim().minLength(1).maxLength(40).optional(),
  })
)

export const securitySettingsValidator = vine.compile(
  vine.object({ require_two_factor_for_staff: vine.boolean() })
)
