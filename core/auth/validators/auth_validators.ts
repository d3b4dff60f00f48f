import vine from '@vinejs/vine'
import { LANGUAGES } from '#core/users/models/user'
import { newPassword, typedPassword } from '#core/auth/validators/password_rules'

const email = () => vine.string().trim().toLowerCase().email().maxLength(254)

export const loginValidator = vine.compile(
  vine.object({
    email: email(),
    password: typedPassword(),
  })
)

export const issueTokenValidator = vine.compile(
  vine.object({
    email: email(),
    password: typedPassword(),
    name: vine.string().trim().minLength(1).maxLength(100).optional(),
    /** Required when the account has two-factor: an authenticator, mail or SMS code, or a recovery code. */
    two_factor_code: vine.string().trim().maxLength(12).optional(),
    recovery_code: vine.string().trim().maxLength(40).optional(),
  })
)

export const registerValidator = vine.compile(
  vine.object({
    firstname: vine.string().trim().minLength(1).maxLength(120),
    name: vine.string().trim().minLength(1).maxLength(120),
    email: email(),
    password: newPassword(),
    lang: vine.enum(LANGUAGES),
    token: vine.string().trim().maxLength(128).optional(),
  })
)

export const confirmRegistrationValidator = vine.compile(
  vine.object({ token: vine.string().trim().minLength(1).maxLength(128) })
)

export const recoverPasswordValidator = vine.compile(vine.object({ email: email() }))

/** `meta.userInputs`: the name and address of the account the token resets, which the new password must avoid. */
export const resetPasswordValidator = vine.withMetaData<{ userInputs: string[] }>().compile(
  vine.object({
    token: vine.string().trim().minLength(1).maxLength(128),
    password: newPassword(),
  })
)

export const confirmPasswordValidator = vine.compile(vine.object({ password: typedPassword() }))

export const inviteTokenValidator = vine.compile(
  vine.object({ token: vine.string().trim().minLength(1).maxLength(128) })
)
