import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { PERMISSION_KEYS } from '#core/access/permissions'

const text = () => nullable(string())

/** A customer (customer_transformer.ts): the model's fields, the logo as a URL; group, count and keys where loaded. */
export const customerSchema = object(
  {
    id: integer(),
    group_id: nullable(integer()),
    name: string(),
    alias: text(),
    type: integer({ description: '1 B2B, 2 B2C' }),
    vat: text(),
    address: text(),
    number: text(),
    box: text(),
    zipcode: text(),
    city: text(),
    country: string(),
    legal_entity: text(),
    sector: text(),
    website: text(),
    phone: text(),
    email: text(),
    language: string(),
    default_plan: integer(),
    invoice_name: text(),
    invoice_email: text(),
    payment_method: nullable(integer()),
    account_created: boolean(),
    demo_mode: boolean(),
    free_tier: boolean(),
    logo_url: text(),
    created_at: dateTime(),
    updated_at: dateTime(),
    group: nullable(object({ id: integer(), name: string() })),
    locations_count: integer(),
    permissions: array(oneOfThese(...PERMISSION_KEYS)),
    payment_provider_id: nullable(
      string({ description: "Stripe's customer id (`cus_…`); admins only" })
    ),
    stripe_tax_id: nullable(string({ description: "Stripe's tax id (`txi_…`); admins only" })),
    stripe_payment_method_id: nullable(
      string({ description: "Stripe's default payment method (`pm_…`); admins only" })
    ),
  },
  [
    'group',
    'locations_count',
    'permissions',
    'payment_provider_id',
    'stripe_tax_id',
    'stripe_payment_method_id',
  ]
)

export const customerLogSchema = object({
  id: integer(),
  customer_id: integer(),
  date: string({ format: 'date' }),
  message: string(),
  created_at: dateTime(),
  user: nullable(object({ id: integer(), firstname: string(), name: string() })),
})
