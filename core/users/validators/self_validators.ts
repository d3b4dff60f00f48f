import vine from '@vinejs/vine'
import { whenPresent } from '#kernel/validation/when_present'
import { LANGUAGES } from '#core/users/models/user'
import { newPassword, typedPassword } from '#core/auth/validators/password_rules'
import { COUNTRIES } from '#core/customers/validators/customer_validators'
import {
  postalCodeRule,
  type CustomerValidationMeta,
} from '#core/customers/validators/country_rules'

const optionalId = () =>
  vine.number().withoutDecimals().positive().max(2_147_483_647).nullable().optional()

const addressText = (max: number) => vine.string().trim().maxLength(max).nullable().optional()

/** Meta: the stored `country`, against which a postal code sent alone is checked. */
export const updateSelfValidator = vine.withMetaData<CustomerValidationMeta>().compile(
  vine.object({
    firstname: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(120)
      .optional()
      .requiredWhen(whenPresent),
    name: vine.string().trim().minLength(1).maxLength(120).optional().requiredWhen(whenPresent),
    phone: vine
      .string()
      .trim()
      .regex(/^\+?[0-9 ().-]{6,20}$/)
      .nullable()
      .optional(),
    address: addressText(200),
    zipcode: vine
      .string()
      .trim()
      .maxLength(12)
      .use(postalCodeRule({ country: 'country' }))
      .nullable()
      .optional(),
    city: addressText(120),
    country: vine.enum(COUNTRIES).nullable().optional(),
    lang: vine.enum(LANGUAGES).optional().requiredWhen(whenPresent),
    default_site: optionalId(),
    default_customer: optionalId(),
    default_group: optionalId(),
  })
)

/** `meta.userInputs`: the account's own name and address, which the new password must not be made of. */
export const changePasswordValidator = vine.withMetaData<{ userInputs: string[] }>().compile(
  vine.object({
    current_password: typedPassword(),
    password: newPassword(),
    revoke_tokens: vine.boolean().optional(),
  })
)

export const createTokenValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(100),
    expires_in_days: vine.number().withoutDecimals().range([1, 365]).optional(),
  })
)

export const paginationValidator = vine.compile(
  vine.object({
    page: vine
      .number()
      .withoutDecimals()
      .range([1, 1_000_000])
      .optional()
      .requiredWhen(whenPresent),
    perPage: vine.number().withoutDecimals().range([1, 100]).optional().requiredWhen(whenPresent),
  })
)
