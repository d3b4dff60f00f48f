import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

/** The mailed exports this page starts itself: "export started, e-mail follows". */
export type MailedExport = 'stock' | 'allocated' | 'customer'

const START: Record<MailedExport, (customerId?: number) => string> = {
  stock: () => '/inventory/export',
  allocated: () => '/inventory/allocated/export',
  customer: (customerId) => `/customers/${customerId}/export`,
}

export function startMailedExport(kind: MailedExport, email: string, customerId?: number) {
  return api.post(START[kind](customerId), { email }, { expect: [422] })
}

type Customers = ApiResponse<'GET /rest/customers'>

/** Customers whose name matches, for the admin's choice of whose data to export. */
export function useCustomerChoices(search: string) {
  return useSWR<Customers>(['/customers', search], () =>
    api.get<Customers>('/customers', { params: { q: search || undefined, perPage: 20 } })
  )
}
