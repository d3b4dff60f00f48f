import { API_BASE_PATH } from '@/config/constants'
import { api } from '@/lib/api/api-client'

export const qrUrl = (id: number) => `${API_BASE_PATH}/locations/${id}/qr`

/** `POST /locations/{id}/print/label|public` answers a PDF, opened in a new tab. */
export async function openPrintable(id: number, kind: 'label' | 'public') {
  const pdf = await api.post<Blob>(`/locations/${id}/print/${kind}`, undefined, {
    responseType: 'blob',
    accept: 'application/pdf, application/json',
  })
  const url = URL.createObjectURL(pdf)
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
