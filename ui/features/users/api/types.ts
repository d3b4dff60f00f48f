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
