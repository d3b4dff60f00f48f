import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'

export interface SupportAccess {
  customer_id: number
  blocked: boolean
}

export const supportAccessKey = (customerId: number) => `/customers/${customerId}/support-access`

/** `GET /rest/customers/{id}/support-access`: whether platform admins may sign in as this customer's users. */
export function useSupportAccess(customerId: number | null | undefined) {
  return useSWR<SupportAccess>(customerId ? supportAccessKey(customerId) : null, () =>
    api.get<SupportAccess>(supportAccessKey(customerId!))
  )
}

/** `PUT /rest/customers/{id}/support-access` (customer_update); audited on the server. */
export async function saveSupportAccess(customerId: number, blocked: boolean) {
  const saved = await api.put<SupportAccess>(supportAccessKey(customerId), { blocked })
  await mutate(supportAccessKey(customerId), saved, { revalidate: false })
  return saved
}
