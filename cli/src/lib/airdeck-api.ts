import type { ApiClient } from './api-client.js'

export type AccessToken = {
  id: string | number
  type: 'bearer'
  token: string
  name: string | null
  abilities: string[]
  last_used_at: string | null
  expires_at: string | null
  created_at: string
}

export type SelfRecord = {
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
  default_partner: unknown
  default_group: unknown
  default_customer: unknown
  default_location: unknown
}

export type Me = {
  id: number
  email: string
  firstname: string
  name: string
  phone: string | null
  lang: string
  is_admin: boolean
  is_partner: boolean
  two_fa: boolean
  created_at: string
}

export type TokenRequest = { email: string; password: string; name: string }

/** The `/rest` endpoints the CLI uses, in one place. */
export const airdeckApi = {
  createToken: (client: ApiClient, input: TokenRequest) => client.post<AccessToken>('/rest/auth/token', input),
  deleteToken: (client: ApiClient, tokenId: string | number) =>
    client.delete(`/rest/users/me/tokens/${encodeURIComponent(String(tokenId))}`),
  getSelf: (client: ApiClient) => client.get<SelfRecord>('/rest/self'),
  getMe: (client: ApiClient) => client.get<Me>('/rest/users/me'),
}
