import type { ApiResponse } from '@airdeck/api-types'
import { DEFAULT_LOCATION_PLAN } from '@/config/constants'
import type { SelfRecord } from './self-record'

/** Client session state of spec §3. `paymentMethod: null` means none set up yet. */
export interface SessionUser {
  id: number | null
  firstname: string
  name: string
  isLoggedIn: boolean
  lang: string
  twoFa: boolean
  isAdmin: boolean
  isPartner: boolean
  /** A sales hunter: without isAdmin, confined to /admin/sales (spec §2). */
  isSalesHunter?: boolean
  /** installer (installation work, also in the admin area) or demo_customer (read only); null for everyone else. */
  accountRole?: 'installer' | 'demo_customer' | null
  hasGroups: boolean
  hasCustomers: boolean
  hasLocations: boolean
  /** Holds a users_* permission somewhere: may open the users screen. */
  hasUserPermissions: boolean
  /** Holds a portal_* permission somewhere: the guest portal screens are in the menu. */
  hasPortalPermissions: boolean
  partnerLogo: string | null
  imposterMode: boolean
  /** Overdue invoices past the grace period: only /customer and the invoices (spec §4, §8). */
  accountLocked?: boolean
  /** Every customer the user reaches awaits a payment method: only the company page (spec §4; issue 32). */
  paymentConfined?: boolean
  defaultPartnerId: number | null
  /** The customer's branding (colour, logo and header image URLs) the dashboard wears, if any. */
  branding: { mainColor: string | null; logoUrl: string | null; headerUrl: string | null } | null
  /** Whom the user calls for help (the help menu): the serving partner, else the platform's help desk. */
  support: NonNullable<SelfRecord['support']> | null
}

export interface SessionGroup {
  id: number
  permissions: string[]
}

export interface SessionCustomer {
  id: number
  paymentMethod: number | null
  type: number
  b2b: boolean
  demo: boolean
  freeTier: boolean
  permissions: string[]
}

export interface SessionLocation {
  id: number
  name: string
  plan: number
  paymentMethod: number | null
  permissions: string[]
}

/** A white-label brand's look, as `GET /rest/init/{brand}` serves it (`{}` for no brand). */
export type BrandConfig = ApiResponse<'GET /rest/init/{brand}'>

export interface PasswordConfirmState {
  open: boolean
  /** Settles the request that is waiting for the confirmation. */
  pending: ((confirmed: boolean) => void) | null
}

export interface SessionState {
  user: SessionUser
  group: SessionGroup | null
  customer: SessionCustomer | null
  location: SessionLocation | null
  brand: BrandConfig
  passwordConfirm: PasswordConfirmState
}

export const signedOutUser: SessionUser = {
  id: null,
  firstname: '',
  name: '',
  isLoggedIn: false,
  lang: 'nl',
  twoFa: false,
  isAdmin: false,
  isPartner: false,
  hasGroups: false,
  hasCustomers: false,
  hasLocations: false,
  hasUserPermissions: false,
  hasPortalPermissions: false,
  partnerLogo: null,
  imposterMode: false,
  defaultPartnerId: null,
  branding: null,
  support: null,
}

const B2B = 1

export function sessionFromSelf(
  self: SelfRecord
): Pick<SessionState, 'user' | 'group' | 'customer' | 'location'> {
  const customer = self.default_customer
  const location = self.default_location
  return {
    user: {
      id: self.id,
      firstname: self.firstname,
      name: self.name,
      isLoggedIn: true,
      lang: self.lang || signedOutUser.lang,
      twoFa: self.two_fa,
      isAdmin: self.is_admin,
      isPartner: self.is_partner,
      isSalesHunter: self.is_sales_hunter ?? false,
      accountRole: self.account_role ?? null,
      hasGroups: self.has_groups,
      hasCustomers: self.has_customers,
      hasLocations: self.has_locations,
      hasUserPermissions: self.has_user_permissions,
      hasPortalPermissions: self.has_portal_permissions,
      partnerLogo: self.partner_logo,
      imposterMode: self.imposter_mode,
      accountLocked: self.account_locked ?? false,
      paymentConfined: self.payment_confined ?? false,
      branding: self.branding
        ? {
            mainColor: self.branding.main_color,
            logoUrl: self.branding.logo_url,
            headerUrl: self.branding.header_url,
          }
        : null,
      defaultPartnerId: self.default_partner?.id ?? null,
      support: self.support ?? null,
    },
    group: self.default_group
      ? { id: self.default_group.id, permissions: self.default_group.permissions ?? [] }
      : null,
    customer: customer
      ? {
          id: customer.id,
          paymentMethod: customer.payment_method,
          type: customer.type,
          b2b: customer.type === B2B,
          demo: customer.demo_mode,
          freeTier: customer.free_tier,
          permissions: customer.permissions ?? [],
        }
      : null,
    location: location
      ? {
          id: location.id,
          name: location.name,
          plan: location.plan ?? DEFAULT_LOCATION_PLAN,
          paymentMethod: location.payment_method,
          permissions: location.permissions ?? [],
        }
      : null,
  }
}
