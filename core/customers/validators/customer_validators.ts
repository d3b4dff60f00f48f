import vine from '@vinejs/vine'
import { whenPresent } from '#kernel/validation/when_present'
import { listQuery } from '#kernel/http/list_validator'
import { LANGUAGES } from '#core/users/models/user'

export const COUNTRIES = ['BE', 'NL', 'FR', 'DE', 'LU', 'AT', 'ES', 'IT', 'PT', 'IE', 'DK', 'SE', 'FI', 'PL', 'CZ', 'GB', 'CH'] as const

const text = (max: number) => vine.string().trim().maxLength(max).nullable().optional()

export const listCustomersValidator = vine.compile(
  vine.object({ ...listQuery, group_id: vine.number().withoutDecimals().positive().optional() })
)

/** Fields a user with customer_update may change. */
const customerFields = {
  name: vine.string().trim().minLength(1).maxLength(160).optional().requiredWhen(whenPresent),
  alias: text(160),
  type: vine.number().in([1, 2]).optional().requiredWhen(whenPresent),
  vat: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}(?:[ .-]?[0-9A-Z]){2,13}$/)
    .transform((value) => value.replace(/[ .-]/g, ''))
    .nullable()
    .optional().requiredWhen(whenPresent),
  address: text(200),
  number: text(20),
  box: text(20),
  zipcode: vine.string().trim().regex(/^[0-9A-Za-z -]{3,10}$/).nullable().optional(),
  city: text(120),
  country: vine.enum(COUNTRIES).optional().requiredWhen(whenPresent),
  legal_entity: text(10),
  sector: text(60),
  website: vine.string().trim().url({ require_protocol: true, protocols: ['http', 'https'] }).maxLength(255).nullable().optional(),
  phone: vine.string().trim().regex(/^\+?[0-9 ().-]{6,20}$/).nullable().optional(),
  email: vine.string().trim().toLowerCase().email().maxLength(254).nullable().optional(),
  language: vine.enum(LANGUAGES).optional().requiredWhen(whenPresent),
  invoice_name: text(160),
  invoice_address: text(200),
  invoice_number: text(20),
  invoice_box: text(20),
  invoice_zipcode: vine.string().trim().regex(/^[0-9A-Za-z -]{3,10}$/).nullable().optional(),
  invoice_city: text(120),
  invoice_country: vine.enum(COUNTRIES).nullable().optional(),
  invoice_email: vine.string().trim().toLowerCase().email().maxLength(254).nullable().optional(),
}

export const updateCustomerValidator = vine.compile(vine.object(customerFields))

/** Admins also set billing flags and group membership. */
export const adminUpdateCustomerValidator = vine.compile(
  vine.object({
    ...customerFields,
    group_id: vine.number().withoutDecimals().positive().nullable().optional(),
    default_plan: vine.number().withoutDecimals().range([1, 10]).optional().requiredWhen(whenPresent),
    payment_method: vine.number().in([0, 1, 2]).nullable().optional(),
    payment_provider_id: vine.string().trim().regex(/^cus_[A-Za-z0-9]+$/).nullable().optional(),
    demo_mode: vine.boolean().optional().requiredWhen(whenPresent),
    free_tier: vine.boolean().optional().requiredWhen(whenPresent),
    account_created: vine.boolean().optional().requiredWhen(whenPresent),
  })
)
