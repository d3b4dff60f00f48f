import { api } from '@/lib/api/api-client'

/** `POST /rest/auth/password/recover`: the same answer whether or not the account exists. */
export function recoverPassword(email: string): Promise<{ status: string }> {
  return api.post('/auth/password/recover', { email }, { expect: [422, 429] })
}
