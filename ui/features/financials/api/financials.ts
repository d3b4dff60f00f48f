import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type Financials = ApiResponse<'GET /rest/admin/financials'>
export type Revenue = NonNullable<Financials['revenue']['data']>
export type Mrr = NonNullable<Financials['mrr']['data']>
export type FinancialTargetInput = ApiBody<'PUT /rest/admin/financials/target'>

const KEY = '/admin/financials'

export const useFinancials = () => useSWR<Financials>(KEY, () => api.get<Financials>(KEY))

/** Sets a year's target; the form shows its own 422. */
export async function saveFinancialTarget(input: FinancialTargetInput) {
  const saved = await api.put<ApiResponse<'PUT /rest/admin/financials/target'>>(
    `${KEY}/target`,
    input,
    { expect: [422] }
  )
  await mutate(KEY)
  return saved
}
