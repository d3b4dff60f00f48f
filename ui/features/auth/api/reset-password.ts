import { api } from '@/lib/api/api-client'

export interface ResetPasswordInput {
  token: string
  password: string
  password_confirmation: string
}

/** `POST /rest/auth/password/reset`; a bad, expired or used token answers 400 E_INVALID_RESET_TOKEN. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api.post('/auth/password/reset', input, { expect: [400, 404, 422, 429] })
}
