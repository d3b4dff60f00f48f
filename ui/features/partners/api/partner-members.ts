import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { PartnerMember } from './types'

export const partnerUsersKey = (id: number) => `/partners/${id}/users`

export function usePartnerUsers(id: number | null) {
  return useSWR(id ? partnerUsersKey(id) : null, (key: string) =>
    api.get<{ data: PartnerMember[] }>(key)
  )
}

/** `DELETE /rest/partners/user/{partner}/{user}`. */
export async function removePartnerMember(partnerId: number, userId: number) {
  await api.delete(`/partners/user/${partnerId}/${userId}`, undefined, { expect: [403, 404, 422] })
  await mutate(partnerUsersKey(partnerId))
}
