import vine from '@vinejs/vine'
import { whenPresent } from '#kernel/validation/when_present'
import { listQuery } from '#kernel/http/list_validator'
import { LANGUAGES } from '#core/users/models/user'
import {
  legalEntityRule,
  phoneRule,
  postalCodeRule,
  vatRule,
  type CustomerValidationMeta,
} from '#core/customers/validators/country_rules'

export const COUNTRIES = [
  'BE',
  'NL',
  'FR',
  'DE',
  'LU',
  'AT',
  'ES',
  'IT',
  'PT',
  'IE',
  'DK',
  'SE',
  'FI',
  'PL',
  'CZ',
  'GB',
  'CH',
] as const
export const CUSTOMER_TYPES = { b2b: 1, b2c: 2 } as const

const text = (max: number) => vine.string().trim().maxLength(max).nullable().optional()

export const listCustomersValidator = vine.compile(
  vine.object({
    ...listQuery,
    group_id: vine.number().withoutDecimals().positive().max(2_147_483_647).optional(),
    type: vine.number().in([1, 2]).optional(),
    country: vine.enum(COUNTRIES).optional(),
  })
)

const vat = () =>
  vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}(?:[ .-]?[0-9A-Z]){2,13}$/)
    .use(vatRule())

const zipcode = (country: 'country' | 'invoice_country') =>
  vine.string().trim().maxLength(12).use(postalCodeRule({ country })).nullable().optional()

/** Fields a user with customer_update may change; all optional here, required ones are made so on create. */
const customerFields = {
  alias: text(160),
  vat: vat().nullable().optional(),
  address: text(200),
  number: text(20),
  box: text(20),
  zipcode: zipcode('country'),
  city: text(120),
  legal_entity: vine
    .string()
    .trim()
    .toLowerCase()
    .maxLength(10)
    .use(legalEntityRule())
    .nullable()
    .optional(),
  sector: text(60),
  website: vine
    .string()
    .trim()
    .url({ require_protocol: true, protocols: ['http', 'https'] })
    .maxLength(255)
    .nullable()
    .optional(),
  phone: vine.string().trim().maxLength(40).use(phoneRule()).nullable().optional(),
  email: vine.string().trim().toLowerCase().email().maxLength(254).nullable().optional(),
  invoice_name: text(160),
  invoice_address: text(200),
  invoice_number: text(20),
  invoice_box: text(20),
  invoice_zipcode: zipcode('invoice_country'),
  invoice_city: text(120),
  invoice_country: vine.enum(COUNTRIES).nullable().optional(),
  invoice_email: vine.string().trim().toLowerCase().email().maxLength(254).nullable().optional(),
}

/** Set by admins only: billing flags. */
const adminFields = {
  default_plan: vine.number().withoutDecimals().range([1, 10]).optional().requiredWhen(whenPresent),
  payment_method: vine.number().in([0, 1, 2]).nullable().optional(),
  payment_provider_id: vine
    .string()
    .trim()
    .regex(/^cus_[A-Za-z0-9]+$/)
    .nullable()
    .optional(),
  demo_mode: vine.boolean().optional().requiredWhen(whenPresent),
  free_tier: vine.boolean().optional().requiredWhen(whenPresent),
  account_created: vine.boolean().optional().requiredWhen(whenPresent),
}

const updateRequired = {
  name: vine.string().trim().minLength(1).maxLength(160).optional().requiredWhen(whenPresent),
  type: vine.number().in([1, 2]).optional().requiredWhen(whenPresent),
  country: vine.enum(COUNTRIES).optional().requiredWhen(whenPresent),
  language: vine.enum(LANGUAGES).optional().requiredWhen(whenPresent),
}

const createRequired = {
  name: vine.string().trim().minLength(1).maxLength(160),
  type: vine.number().in([1, 2]),
  country: vine.enum(COUNTRIES),
  language: vine.enum(LANGUAGES).optional(),
  group_id: vine.number().withoutDecimals().positive().max(2_147_483_647).nullable().optional(),
}

const withMeta = vine.withMetaData<CustomerValidationMeta>()

export const updateCustomerValidator = withMeta.compile(
  vine.object({ ...updateRequired, ...customerFields })
)

/** Admins also set billing flags and group membership. */
export const adminUpdateCustomerValidator = withMeta.compile(
  vine.object({
    ...updateRequired,
    ...customerFields,
    ...adminFields,
    group_id: vine.number().withoutDecimals().positive().max(2_147_483_647).nullable().optional(),
  })
)

export const createCustomerValidator = withMeta.compile(
  vine.object({ ...createRequired, ...customerFields })
)
export const adminCreateCustomerValidator = withMeta.compile(
  vine.object({ ...createRequired, ...customerFields, ...adminFields })
)

export const customerLogValidator = vine.compile(
  vine.object({
    date: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
    message: vine.string().trim().minLength(1).maxLength(5000),
  })
)

export const customerLocationsValidator = vine.compile(
  vine.object({ ...listQuery, archived: vine.boolean().optional() })
)

/** PUT /customers/{id}/locations: the venues that move to this customer. */
export const moveLocationsValidator = vine.compile(
  vine.object({
    locationIds: vine
      .array(vine.number().withoutDecimals().positive().max(2_147_483_647))
      .minLength(1)
      .maxLength(500)
      .distinct(),
  })
)
