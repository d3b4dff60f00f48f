import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type LocationBilling = ApiResponse<'GET /rest/locations/{id}/subscriptions'>
export type StripeSubscription = LocationBilling['data'][number]
export type SubscriptionRow = ApiResponse<'GET /rest/subscriptions'>['data'][number]
export type SubscriptionPage = ApiResponse<'GET /rest/subscriptions'>
export type Mismatches = ApiResponse<'GET /rest/subscriptions/mismatches'>
export type CaasPrice = ApiResponse<'POST /rest/payments/prices'>
export type CaasPriceInput = ApiBody<'POST /rest/payments/prices'>

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const
export const MISMATCH_KINDS = [
  'installed_not_billed',
  'billed_not_active',
  'product_differs',
] as const

/** Answers the billing screens show themselves (a form message), instead of the app-wide handling. */
const OWN_ANSWERS = [404, 409, 422, 503]

export const billingKey = (locationId: number) => `/locations/${locationId}/subscriptions`
export const useLocationBilling = (locationId: number) =>
  useSWR<LocationBilling>(locationId ? billingKey(locationId) : null, (key: string) =>
    api.get<LocationBilling>(key)
  )

/** Every screen that shows subscriptions: a change on one venue changes them all. */
const revalidateBilling = (locationId: number) =>
  mutate((key) => {
    const path = Array.isArray(key) ? key[0] : key
    return (
      typeof path === 'string' &&
      (path === billingKey(locationId) ||
        path.startsWith('/subscriptions') ||
        path === `/locations/${locationId}`)
    )
  })

async function changed<T>(locationId: number, call: Promise<T>) {
  const result = await call
  await revalidateBilling(locationId)
  return result
}

export const linkSubscription = (locationId: number, id: string) =>
  changed(
    locationId,
    api.patch<LocationBilling>(`${billingKey(locationId)}/${encodeURIComponent(id)}`, undefined, {
      expect: OWN_ANSWERS,
    })
  )
export const subscribeToPlan = (locationId: number, internetPending: boolean) =>
  changed(
    locationId,
    api.post<LocationBilling>(
      billingKey(locationId),
      { internet_pending: internetPending },
      { expect: OWN_ANSWERS }
    )
  )
export const cancelSubscription = (locationId: number, id: string) =>
  changed(
    locationId,
    api.delete<LocationBilling>(`${billingKey(locationId)}/${id}`, undefined, {
      expect: OWN_ANSWERS,
    })
  )
export const resumeSubscription = (locationId: number, id: string) =>
  changed(
    locationId,
    api.put<LocationBilling>(`${billingKey(locationId)}/${id}/resume`, undefined, {
      expect: OWN_ANSWERS,
    })
  )

export interface SubscriptionFilters {
  search: string
  status: string | null
  mismatch: string | null
  planExceeded: boolean
}

export function useSubscriptions(filters: SubscriptionFilters, page: number) {
  const query = {
    search: filters.search.trim() || undefined,
    status: filters.status ?? undefined,
    mismatch: filters.mismatch ?? undefined,
    plan_exceeded: filters.planExceeded ? 'true' : undefined,
    page,
    perPage: 25,
  }
  return useSWR<SubscriptionPage>(
    ['/subscriptions', JSON.stringify(query)],
    () => api.get<SubscriptionPage>('/subscriptions', { params: query }),
    { keepPreviousData: true }
  )
}

export const useMismatches = () =>
  useSWR<Mismatches>('/subscriptions/mismatches', () =>
    api.get<Mismatches>('/subscriptions/mismatches')
  )

export async function checkMismatches() {
  const result = await api.post<Mismatches>('/subscriptions/mismatches/check', undefined, {
    expect: [503],
  })
  await mutate('/subscriptions/mismatches', result, { revalidate: false })
  await mutate((key) => Array.isArray(key) && key[0] === '/subscriptions')
  return result
}

export const createCaasPrice = (input: CaasPriceInput) =>
  api.post<CaasPrice>('/payments/prices', input, { expect: [422, 503] })
