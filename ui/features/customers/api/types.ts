export const CUSTOMER_TYPES = { b2b: 1, b2c: 2 } as const
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
export const LANGUAGES = ['nl', 'en', 'fr', 'de'] as const

/** Legal forms per country (core/customers/legal_entities.ts). */
export const LEGAL_ENTITIES: Record<string, readonly string[]> = {
  BE: ['nv', 'bv', 'cv', 'vzw', 'vof', 'commv', 'm', 'ivzw', 'vme'],
  NL: ['e', 'm', 'v', 's', 'vve'],
  FR: ['sarl', 'sas', 'sci', 'sa', 'scop'],
}

export interface Customer {
  id: number
  group_id: number | null
  group?: { id: number; name: string } | null
  name: string
  alias: string | null
  type: number
  vat: string | null
  address: string | null
  number: string | null
  box: string | null
  zipcode: string | null
  city: string | null
  country: string
  legal_entity: string | null
  sector: string | null
  website: string | null
  phone: string | null
  email: string | null
  language: string
  default_plan: number
  payment_method: number | null
  demo_mode: boolean
  free_tier: boolean
  logo_url: string | null
  locations_count?: number
  permissions?: string[]
}

export interface CustomerLog {
  id: number
  customer_id: number
  date: string
  message: string
  created_at: string
  user: { id: number; firstname: string; name: string } | null
}

export interface CustomerLocation {
  id: number
  name: string
  city: string | null
  status: string
  type: string
}

export interface Page<T> {
  data: T[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}

export interface CustomerFilters {
  q?: string
  page?: number
  perPage?: number
  group_id?: number
  type?: number
}
