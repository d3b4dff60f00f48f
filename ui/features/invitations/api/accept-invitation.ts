import { api } from '@/lib/api/api-client'
import type { SelfRecord } from '@/lib/session/self-record'

/** `POST /rest/invites/accept`: an invitation sent to an existing account, accepted by its signed-in owner. */
export function acceptInvitation(token: string): Promise<SelfRecord> {
  return api.post<SelfRecord>('/invites/accept', { token }, { expect: [404, 422, 429] })
}
