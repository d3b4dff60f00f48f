export interface Partner {
  id: number
  name: string
  email: string | null
  phone: string | null
  logo: string | null
  created_at: string
  users_count?: number
}

export interface PartnerMember {
  id: number
  email: string
  firstname: string
  name: string
  lang: string
  last_login_at: string | null
}
