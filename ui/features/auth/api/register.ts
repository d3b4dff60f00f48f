import { api } from '@/lib/api/api-client'
import type { SelfRecord } from '@/lib/session/self-record'

export interface RegisterInput {
  firstname: string
  name: string
  email: string
  password: string
  password_confirmation: string
  lang: string
  token?: string
}

/** `POST /rest/auth/register`: creates the account and signs it in. */
export function register(input: RegisterInput): Promise<SelfRecord> {
  return api.post<SelfRecord>('/auth/register', input, { expect: [400, 404, 409, 422, 429] })
}
