import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { customerKey } from './get-customer'
import type { Customer } from './types'

/** Spec §9: images up to 5 MB; checked here to spare the upload, and again by the server. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp']

/** POST /customers/{id}/logo, multipart. */
export async function uploadCustomerLogo(id: number, file: File) {
  const body = new FormData()
  body.append('logo', file)
  const customer = await api.post<Customer>(`${customerKey(id)}/logo`, body)
  await mutate(customerKey(id), customer, { revalidate: false })
  return customer
}
