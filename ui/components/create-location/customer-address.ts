import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

interface CustomerAddress {
  name: string
  address: string | null
  number: string | null
  box: string | null
  zipcode: string | null
  city: string | null
  country: string
}

export interface AddressSuggestion {
  customerName: string
  /** One line to show: "Grote Markt 1, 3500 Hasselt". */
  summary: string
  values: { address: string; zipcode: string; city: string; country: string }
}

/** The chosen customer's address as location values (same cache key as the customer screens: GET /customers/{id}). */
export function useCustomerAddress(customerId: number | null): AddressSuggestion | null {
  const { data } = useSWR(customerId ? `/customers/${customerId}` : null, () =>
    api.get<CustomerAddress>(`/customers/${customerId}`, { expect: [403, 404] })
  )
  if (!data || !(data.address || data.city)) return null
  const street = [data.address, data.number, data.box].filter(Boolean).join(' ')
  const place = [data.zipcode, data.city].filter(Boolean).join(' ')
  return {
    customerName: data.name,
    summary: [street, place].filter(Boolean).join(', '),
    values: {
      address: street,
      zipcode: data.zipcode ?? '',
      city: data.city ?? '',
      country: data.country,
    },
  }
}
