import { anyObject, array, boolean, dateTime, integer, nullable, object, oneOfThese, string } from '#kernel/http/contract/schemas'
import { PERMISSION_KEYS } from '#core/access/permissions'

const permissions = array(oneOfThese(...PERMISSION_KEYS))

/** GET /rest/self (get_self_record.ts): who is signed in and where they land. */
export const selfSchema = object({
  id: integer(),
  name: nullable(string()),
  firstname: nullable(string()),
  lang: string(),
  is_admin: boolean(),
  is_partner: boolean(),
  two_fa: boolean(),
  has_groups: boolean(),
  has_customers: boolean(),
  has_locations: boolean(),
  has_user_permissions: boolean(),
  has_portal_permissions: boolean(),
  imposter_mode: boolean(),
  default_group: nullable(object({ id: integer(), permissions })),
  default_customer: nullable(anyObject('id, payment_method, demo_mode, type, free_tier, permissions')),
  default_location: nullable(anyObject('id, name, plan, payment_method, permissions')),
})

export const ownProfileSchema = object({
  id: integer(),
  email: string({ format: 'email' }),
  firstname: nullable(string()),
  name: nullable(string()),
  phone: nullable(string()),
  lang: string(),
  is_admin: boolean(),
  is_partner: boolean(),
  two_fa: boolean(),
  created_at: nullable(dateTime()),
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
  lang: string(),
  is_admin: boolean(),
  partner_id: nullable(integer()),
  access: array(anyObject('subject_type, subject_id, name, permissions')),
})
