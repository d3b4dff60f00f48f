import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type InvoicePage = ApiResponse<'GET /rest/invoices'>
export type Invoice = InvoicePage['data'][number]
export type Accounting = ApiResponse<'GET /rest/invoices/accounting'>
export type OneOffInvoiceInput = ApiBody<'POST /rest/invoices'>

export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue', 'void'] as const

/** Answers the invoice forms show themselves (a form message), instead of the app-wide handling. */
const OWN_ANSWERS = [404, 409, 422, 503]

export interface InvoiceFilters {
  status?: string | null
  customer?: number | null
  page: number
}

const query = (filters: InvoiceFilters) => ({
  status: filters.status ?? undefined,
  customer: filters.customer ?? undefined,
  page: filters.page,
  perPage: 25,
})

/** All invoices (admins) or, with `customerId`, one customer's. */
export function useInvoices(filters: InvoiceFilters, customerId?: number) {
  const path = customerId ? `/customers/${customerId}/invoices` : '/invoices'
  const params = customerId ? { ...query(filters), customer: undefined } : query(filters)
  return useSWR<InvoicePage>(
    ['/invoices', path, JSON.stringify(params)],
    () => api.get<InvoicePage>(path, { params }),
    { keepPreviousData: true }
  )
}

export const useAccounting = () =>
  useSWR<Accounting>(['/invoices', 'accounting'], () => api.get<Accounting>('/invoices/accounting'))

const revalidateInvoices = () => mutate((key) => Array.isArray(key) && key[0] === '/invoices')

async function changed<T>(call: Promise<T>) {
  const result = await call
  await revalidateInvoices()
  return result
}

export const createInvoice = (input: OneOffInvoiceInput) =>
  changed(api.post<Invoice>('/invoices', input, { expect: OWN_ANSWERS }))
export const invoiceFromDeal = (customer: number, deal: string) =>
  changed(api.post<Invoice>('/invoices/pipedrive', { customer, deal }, { expect: OWN_ANSWERS }))
export const markPaid = (id: number) =>
  changed(
    api.patch<Invoice>(`/invoices/${id}`, { paid_out_of_band: true }, { expect: OWN_ANSWERS })
  )
export const paymentMethodLink = (customer: number) =>
  api.get<{ url: string }>('/payments/create_subscription_method', {
    params: { customer },
    expect: OWN_ANSWERS,
  })
