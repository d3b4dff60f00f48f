/** `GET /rest/self` — the signed-in user as the server describes it (spec §3). */
export interface SelfRecord {
  id: number
  name: string
  firstname: string
  lang: string
  is_admin: boolean
  is_partner: boolean
  has_groups: boolean
  two_fa: boolean
  has_customers: boolean
  has_locations: boolean
  has_user_permissions: boolean
  has_portal_permissions: boolean
  partner_logo: string | null
  imposter_mode: boolean
  default_partner: { id: number } | null
  default_group: { id: number; permissions: string[] } | null
  default_customer: {
    id: number
    payment_method: number | null
    demo_mode: boolean
    type: number
    free_tier: boolean
    permissions: string[]
  } | null
  default_location: {
    id: number
    name: string
    plan: number | null
    payment_method: number | null
    permissions: string[]
  } | null
}
