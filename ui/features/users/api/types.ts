import type { SubjectType } from '@/lib/subjects/use-subject-options'

export type { SubjectType }

export interface UserAccess {
  subject_type: SubjectType
  subject_id: number
  subject_name: string | null
  permissions: string[]
}

export interface ManagedUser {
  id: number
  email: string
  firstname: string
  name: string
  role: string | null
  /** installer or demo_customer (set by admins). */
  account_role?: 'installer' | 'demo_customer' | null
  lang: string
  is_admin: boolean
  partner_id: number | null
  last_login_at: string | null
  access: UserAccess[]
  /** The user's role and what it grants (GET /rest/users). */
  account?: AccountSummary
  /** Whether the signed-in admin may sign in as this user, and why not. */
  impersonation?: ImpersonationVerdict
}

export type AccountKind =
  'admin' | 'installer' | 'hunter' | 'demo_customer' | 'partner_member' | 'customer_user' | 'none'

export interface AccountSummary {
  kind: AccountKind
  everywhere: boolean
  partner: { id: number; name: string } | null
  reach: { groups: number; customers: number; locations: number }
}

export interface ImpersonationVerdict {
  allowed: boolean
  reason:
    | 'E_IMPERSONATION_ADMIN_ONLY'
    | 'E_IMPERSONATE_SELF'
    | 'E_IMPERSONATE_ADMIN'
    | 'E_SUPPORT_ACCESS_BLOCKED'
    | null
  customer: { id: number; name: string } | null
}

export interface Invitation {
  id: number
  email: string
  lang: string
  partner_id: number | null
  permissions: string[]
  subjects: Array<{ type: SubjectType; id: number; name: string | null }>
  expires_at: string
  expired: boolean
  created_at: string
}

export interface Page<T> {
  data: T[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}
