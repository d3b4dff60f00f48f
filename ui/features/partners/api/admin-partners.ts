import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { Partner } from './types'

const isPartnersKey = (key: unknown) => Array.isArray(key) && key[0] === '/partners'

export function usePartners(page: number, q: string) {
  return useSWR(['/partners', page, q] as const, ([path, p, search]) =>
    api.get<{ data: Partner[]; meta: { lastPage: number; total: number } }>(path, {
      params: { page: p, perPage: 25, ...(search ? { q: search } : {}) },
    })
  )
}

export async function createPartner(input: {
  name: string
  email?: string | null
  phone?: string | null
}) {
  const partner = await api.post<Partner>('/partners', input, { expect: [422] })
  await mutate(isPartnersKey)
  return partner
}

export async function deletePartner(id: number) {
  await api.delete(`/partners/${id}`, undefined, { expect: [404] })
  await mutate(isPartnersKey)
}

export type PartnerSubject = 'groups' | 'customers' | 'locations'

/** `POST /rest/partners/{groups|customers|locations}/{id}`: the partner's members get access to that object. */
export const grantPartnerAccess = (kind: PartnerSubject, id: number, partnerId: number) =>
  api.post(`/partners/${kind}/${id}`, { partner_id: partnerId }, { expect: [404, 422] })
