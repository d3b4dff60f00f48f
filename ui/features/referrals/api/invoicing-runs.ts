import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

export type InvoicingRuns = ApiResponse<'GET /rest/billing/invoicing_runs'>
export type InvoicingRun = InvoicingRuns['data'][number]

const KEY = '/billing/invoicing_runs'

/** The last monthly invoicing runs; polled while one is in progress. */
export function useInvoicingRuns() {
  return useSWR<InvoicingRuns>(KEY, () => api.get<InvoicingRuns>(KEY), {
    refreshInterval: (data) =>
      data?.data.some((run) => run.status === 'pending' || run.status === 'running') ? 2000 : 0,
  })
}

export async function startInvoicingRun(period: string) {
  const run = await api.post<InvoicingRun>(KEY, { period }, { expect: [409, 422] })
  await mutate(KEY)
  return run
}
