import { api } from '@/lib/api/api-client'
import type { SelfRecord } from '@/lib/session/self-record'
import type { TwoFactorChallenge } from './two-factor-challenge'

export interface LoginInput {
  email: string
  password: string
}

/**
 * `POST /rest/auth/login`; wrong credentials (400), password login disabled by a social login (403), throttling (429)
 * and validation (422) are the form's to show: a 403 here must not send the visitor to the app-wide no-access page.
 * With two-factor on, the answer is the challenge of the second step instead of the self record.
 */
export function login(input: LoginInput): Promise<SelfRecord | TwoFactorChallenge> {
  return api.post<SelfRecord | TwoFactorChallenge>('/auth/login', input, {
    expect: [400, 401, 403, 422, 429, 503],
  })
}
