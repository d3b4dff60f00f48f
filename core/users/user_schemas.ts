import {
  anyObject,
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
import { ACCOUNT_ROLES } from '#core/access/account_roles'
import { brandingSchema } from '#core/customer_branding/branding_schemas'
import { ACCOUNT_KINDS } from '#core/users/queries/account_summaries'
import { IMPERSONATION_REFUSALS } from '#core/impersonation/queries/impersonation_eligibility'

const permissions = array(oneOfThese(...PERMISSION_KEYS))

/** GET /rest/self (get_self_record.ts): who is signed in and where they land. */
export const selfSchema = object({
  id: integer(),
  name: string(),
  firstname: string(),
  lang: string(),
  is_admin: boolean(),
  is_partner: boolean(),
  is_sales_hunter: {
    ...boolean(),
    description: 'Records sales visits; without is_admin the user is confined to /admin/sales',
  },
  account_role: {
    ...nullable(oneOfThese(...ACCOUNT_ROLES)),
    description:
      'installer: installation work of every venue; demo_customer: read only (core/access/account_roles.ts)',
  },
  two_fa: boolean(),
  has_groups: boolean(),
  has_customers: boolean(),
  has_locations: boolean(),
  has_user_permissions: boolean(),
  has_portal_permissions: boolean(),
  partner_logo: nullable(string({ description: 'URL of the partner logo' })),
  imposter_mode: boolean(),
  account_locked: {
    ...boolean(),
    description:
      'Every customer the user reaches is locked for overdue invoices: only /customer and the invoices answer (403 E_ACCOUNT_LOCKED elsewhere). With only some locked, just their venues and customer answer 403.',
  },
  payment_confined: {
    ...boolean(),
    description:
      'Every customer the user reaches still awaits a payment method: the web app keeps them on the company page',
  },
  branding: {
    ...nullable(brandingSchema),
    description:
      "The customer's branding the web app wears (null for admins, partners and unbranded customers)",
  },
  support: {
    ...nullable(
      object({
        source: oneOfThese('partner', 'platform'),
        name: nullable(string({ description: "The partner's name; null for the platform" })),
        phone: nullable(string()),
        email: nullable(string()),
      })
    ),
    description:
      "Whom the user calls for help (the web app's help menu): the partner granted on the venue, customer or group the user lands on, else the platform's SUPPORT_PHONE / SUPPORT_EMAIL; null when neither is set",
  },
  default_partner: nullable(object({ id: integer() })),
  default_group: nullable(object({ id: integer(), permissions })),
  default_customer: nullable(
    object({
      id: integer(),
      payment_method: nullable(integer()),
      demo_mode: boolean(),
      type: integer(),
      free_tier: boolean(),
      permissions,
    })
  ),
  default_location: nullable(
    object({
      id: integer(),
      name: string(),
      plan: nullable(integer()),
      payment_method: nullable(integer()),
      permissions,
    })
  ),
})

export const ownProfileSchema = object({
  id: integer(),
  email: string({ format: 'email' }),
  firstname: string(),
  name: string(),
  phone: nullable(string()),
  address: nullable(string({ description: 'Street and number' })),
  zipcode: nullable(string({ description: 'Postal code, valid for the country' })),
  city: nullable(string()),
  country: nullable(string({ description: 'ISO 3166-1 alpha-2 code' })),
  lang: string(),
  is_admin: boolean(),
  is_partner: boolean(),
  two_fa: boolean(),
  created_at: dateTime(),
})

export const tokenSchema = object(
  {
    id: { type: ['integer', 'string'] },
    type: string(),
    name: nullable(string()),
    abilities: array(string()),
    last_used_at: nullable(dateTime()),
    expires_at: nullable(dateTime()),
    created_at: dateTime(),
    token: string({ description: 'Only in the answer that creates the token' }),
  },
  ['token']
)

export const managedUserSchema = object({
  id: integer(),
  email: string({ format: 'email' }),
  firstname: nullable(string()),
  name: nullable(string()),
  role: nullable(string()),
  account_role: nullable(oneOfThese(...ACCOUNT_ROLES)),
  lang: string(),
  is_admin: boolean(),
  partner_id: nullable(integer()),
  access: array(anyObject('subject_type, subject_id, name, permissions')),
  account: {
    ...object({
      kind: oneOfThese(...ACCOUNT_KINDS),
      everywhere: boolean(),
      partner: nullable(object({ id: integer(), name: string() })),
      reach: object({ groups: integer(), customers: integer(), locations: integer() }),
    }),
    description:
      "The user's role and what it grants (core/users/queries/account_summaries.ts): admins and installers reach everything; reach counts the objects of their grants and their partner's that you may see",
  },
  impersonation: {
    ...object({
      allowed: boolean(),
      reason: nullable(oneOfThese(...IMPERSONATION_REFUSALS)),
      customer: {
        ...nullable(object({ id: integer(), name: string() })),
        description: 'The customer that blocked support access (E_SUPPORT_ACCESS_BLOCKED)',
      },
    }),
    description: 'Whether you may sign in as this user (POST /rest/impersonate), and why not',
  },
})
