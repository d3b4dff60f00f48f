/** `GET /rest/self` — the signed-in user as the server describes it (spec §3). */
export interface SelfRecord {
  id: number
  name: string
  firstname: string
  lang: string
  is_admin: boolean
  is_partner: boolean
  /** Records sales visits; without is_admin confined to /admin/sales. */
  is_sales_hunter?: boolean
  /** installer: installation work of every venue; demo_customer: read only. */
  account_role?: 'installer' | 'demo_customer' | null
  has_groups: boolean
  two_fa: boolean
  has_customers: boolean
  has_locations: boolean
  has_user_permissions: boolean
  has_portal_permissions: boolean
  partner_logo: string | null
  imposter_mode: boolean
  /** Every customer of the user is locked for overdue invoices (only /customer and the invoices answer). */
  account_locked?: boolean
  /** Every customer the user reaches still awaits a payment method: the app keeps them on the company page. */
  payment_confined?: boolean
  /** The customer's branding the web app wears; null for admins, partners and unbranded customers. */
  branding?: {
    main_color: string | null
    logo_url: string | null
    header_url: string | null
  } | null
  /** Whom the user calls for help (the help menu): the serving partner, else the platform's help desk. */
  support?: {
    source: 'partner' | 'platform'
    name: string | null
    phone: string | null
    email: string | null
  } | null
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
