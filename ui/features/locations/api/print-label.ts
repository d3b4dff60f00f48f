import { API_BASE_PATH } from '@/config/constants'
import { readXsrfToken } from '@/lib/api/csrf'
import { api } from '@/lib/api/api-client'

export const qrUrl = (id: number) => `${API_BASE_PATH}/locations/${id}/qr`

/**
 * `POST /locations/{id}/print/label|public` answers a PDF, which the JSON
 * client cannot read: fetched here and opened in a new tab.
 */
export async function openPrintable(id: number, kind: 'label' | 'public') {
  if (readXsrfToken() === null) await api.get('/secure/csrf-cookie').catch(() => undefined)
  const response = await fetch(`${API_BASE_PATH}/locations/${id}/print/${kind}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/pdf', 'X-XSRF-TOKEN': readXsrfToken() ?? '' },
  })
  if (!response.ok) throw new Error(`print failed: ${response.status}`)
  const url = URL.createObjectURL(await response.blob())
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
