import { api } from '@/lib/api/api-client'

export interface ChangePasswordInput {
  current_password: string
  password: string
  password_confirmation: string
  /** Also revoke every personal access token (CLI, scripts). */
  revoke_tokens?: boolean
}

/** `PUT /rest/self/password`; the server ends the user's other sessions. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.put('/self/password', input, { expect: [400, 422, 429] })
}
