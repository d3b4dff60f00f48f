import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { Partner } from './types'

export const partnerSelfKey = '/partners/self'

export function usePartnerSelf() {
  return useSWR(partnerSelfKey, (key: string) => api.get<Partner>(key))
}

/** `PUT /rest/partners` (no id in the path: a member updates their own partner). */
export async function updatePartner(input: {
  id?: number
  name?: string
  email?: string | null
  phone?: string | null
}) {
  const partner = await api.put<Partner>('/partners', input, { expect: [422] })
  await mutate(partnerSelfKey)
  return partner
}

/** `POST /rest/partners/{id}/logo`, multipart. */
export async function uploadPartnerLogo(id: number, file: File): Promise<Partner> {
  const body = new FormData()
  body.append('logo', file)
  const partner = await api.post<Partner>(`/partners/${id}/logo`, body)
  await mutate(partnerSelfKey)
  return partner
}
