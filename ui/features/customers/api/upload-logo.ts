import { mutate } from 'swr'
import { ApiError } from '@/lib/api/api-error'
import { readXsrfToken } from '@/lib/api/csrf'
import { readErrorBody } from '@/lib/api/http'
import { API_BASE_PATH } from '@/config/constants'
import { i18next } from '@/lib/i18n/i18n'
import { customerKey } from './get-customer'
import type { Customer } from './types'

/** Spec §9: images up to 5 MB; checked here to spare the upload, and again by the server. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp']

/** POST /customers/{id}/logo is multipart, which the JSON client does not send. */
export async function uploadCustomerLogo(id: number, file: File) {
  const body = new FormData()
  body.append('logo', file)
  const token = readXsrfToken()
  const response = await fetch(`${API_BASE_PATH}${customerKey(id)}/logo`, {
    method: 'POST',
    body,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': i18next.language, ...(token ? { 'X-XSRF-TOKEN': token } : {}) },
  })
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response))
  const customer = (await response.json()) as Customer
  await mutate(customerKey(id), customer, { revalidate: false })
  return customer
}
