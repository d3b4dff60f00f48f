import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { customerKey } from './get-customer'
import type { CustomerLog, Page } from './types'

export const customerLogsKey = (id: number) => `${customerKey(id)}/logs`

export function useCustomerLogs(id: number) {
  return useSWR(customerLogsKey(id), () =>
    api.get<Page<CustomerLog>>(customerLogsKey(id), { params: { perPage: 50 } })
  )
}

export async function addCustomerLog(id: number, input: { date?: string; message: string }) {
  const log = await api.post<CustomerLog>(customerLogsKey(id), input, { expect: [422] })
  await mutate(customerLogsKey(id))
  return log
}

export async function deleteCustomerLog(id: number, logId: number) {
  await api.delete(`${customerLogsKey(id)}/${logId}`)
  await mutate(customerLogsKey(id))
}
