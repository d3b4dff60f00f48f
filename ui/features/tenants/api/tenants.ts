import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { PendingList, TenantList } from './types'

export const tenantsPath = (locationId: number) => `/locations/${locationId}/network/tenants`
export const pendingPath = (locationId: number) => `/locations/${locationId}/network/pendingtenants`
const PER_PAGE = 25

/** 409 is "tenant management not enabled": the tab explains it instead of the global error handling. */
export const TENANT_ERRORS = [409, 422, 424, 503]

/** `GET …/network/tenants`: one page, searched by name, e-mail or space, with the venue's tenant settings. */
export function useTenants(locationId: number, search: string, page: number) {
  const params = { search: search.trim() || undefined, page, perPage: PER_PAGE }
  return useSWR<TenantList>(
    [tenantsPath(locationId), JSON.stringify(params)],
    () => api.get<TenantList>(tenantsPath(locationId), { params, expect: [409] }),
    {
      keepPreviousData: true,
    }
  )
}

/** `GET …/network/pendingtenants`: the creations waiting for the night. */
export function usePendingTenants(locationId: number, page: number, enabled: boolean) {
  const params = { page, perPage: 10 }
  return useSWR<PendingList>(
    enabled ? [pendingPath(locationId), JSON.stringify(params)] : null,
    () => api.get<PendingList>(pendingPath(locationId), { params, expect: [409] }),
    {
      keepPreviousData: true,
    }
  )
}

/** Every cached page of both lists of the venue. */
export const revalidateTenants = (locationId: number) =>
  mutate(
    (key) =>
      Array.isArray(key) &&
      (key[0] === tenantsPath(locationId) || key[0] === pendingPath(locationId))
  )
