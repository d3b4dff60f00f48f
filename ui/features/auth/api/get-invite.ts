import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

export interface Invite {
  email: string
  expires_at: string
  invited_by: { firstname: string; name: string } | null
  subject: { type: string; id: number; name: string } | null
}

export const inviteKey = (token: string) => `/auth/invite?token=${encodeURIComponent(token)}`

/** An unknown or expired token answers 404 E_INVITE_INVALID, which the register page shows itself. */
export const getInvite = (token: string) =>
  api.get<Invite>('/auth/invite', { params: { token }, expect: [404, 410, 422] })

export function useInvite(token: string | null) {
  return useSWR<Invite>(token ? inviteKey(token) : null, () => getInvite(token!))
}
