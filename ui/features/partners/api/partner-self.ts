import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { readXsrfToken } from '@/lib/api/csrf'
import { API_BASE_PATH } from '@/config/constants'
import type { Partner } from './types'

export const partnerSelfKey = '/partners/self'

export function usePartnerSelf() {
  return useSWR(partnerSelfKey, (key: string) => api.get<Partner>(key))
}

/** `PUT /rest/partners` (no id in the path: a member updates their own partner). */
export async function updatePartner(input: { id?: number; name?: string; email?: string | null; phone?: string | null }) {
  const partner = await api.put<Partner>('/partners', input, { expect: [422] })
  await mutate(partnerSelfKey)
  return partner
}

/** `POST /rest/partners/{id}/logo` as multipart; the API client only speaks JSON. */
export async function uploadPartnerLogo(id: number, file: File): Promise<Partner> {
  const body = new FormData()
  body.append('logo', file)
  const token = readXsrfToken()
  const response = await fetch(`${API_BASE_PATH}/partners/${id}/logo`, {
    method: 'POST',
    body,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(token ? { 'X-XSRF-TOKEN': token } : {}) },
  })
  const json = await response.json().catch(() => null)
  if (!response.ok) throw new ApiError(response.status, json)
  await mutate(partnerSelfKey)
  return json as Partner
}
