import { api } from '@/lib/api/api-client'
import type { SelfRecord } from '@/lib/session/self-record'

export interface LoginInput {
  email: string
  password: string
}

/** `POST /rest/auth/login`; wrong credentials (400), throttling (429) and validation (422) are the form's to show. */
export function login(input: LoginInput): Promise<SelfRecord> {
  return api.post<SelfRecord>('/auth/login', input, { expect: [400, 401, 422, 429] })
}
