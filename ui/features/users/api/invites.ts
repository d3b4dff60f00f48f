import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { Invitation, Page, SubjectType } from './types'

export const invitesKey = '/invites'

export function useInvites(source: string = invitesKey) {
  return useSWR(source, (key: string) =>
    api.get<Page<Invitation> | { data: Invitation[] }>(key, { params: { perPage: 100 } })
  )
}

const revalidateInvites = () =>
  mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith('/invites') || /^\/partners\/\d+\/invites$/.test(key))
  )

export interface CreateInvitesInput {
  emails: string[]
  subjects: Array<{ type: SubjectType; id: number }>
  permissions: string[]
  partner_id?: number
}

/** `POST /rest/invites` with the wizard's payload; one invitation and one mail per address. */
export async function createInvites(input: CreateInvitesInput) {
  const result = await api.post<{ data: Invitation[] }>('/invites', input, {
    expect: [403, 404, 422, 429],
  })
  await revalidateInvites()
  return result.data
}

/**
 * `POST /rest/invites/validate`: may this address be invited? Only admins and
 * partner members get `exists`; for anyone else an existing account is
 * refused when the invitations are sent (422 E_USER_EXISTS).
 */
export const validateInviteEmail = (email: string) =>
  api.post<{ email: string; valid: boolean; exists?: boolean }>(
    '/invites/validate',
    { email },
    { expect: [422, 429] }
  )

export async function resendInvite(id: number) {
  await api.post(`/invites/resend/${id}`, undefined, { expect: [403, 404, 429] })
  await revalidateInvites()
}

export async function deleteInvite(id: number) {
  await api.delete(`/invites/${id}`, undefined, { expect: [403, 404] })
  await revalidateInvites()
}
