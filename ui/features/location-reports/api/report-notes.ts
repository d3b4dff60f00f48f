import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'
import { saveFile } from '@/lib/save-file'

export type ReportNote = ApiResponse<'GET /rest/locations/{id}/report'>['data'][number]
type NotePage = ApiResponse<'GET /rest/locations/{id}/report'>

export const reportNotesKey = (locationId: number) => `/locations/${locationId}/report`

export function useReportNotes(locationId: number) {
  return useSWR<NotePage>(reportNotesKey(locationId), () =>
    api.get<NotePage>(reportNotesKey(locationId), { params: { perPage: 100 } })
  )
}

/** `POST …/report` (multipart): a note with photos or PDF files. */
export async function addReportNote(locationId: number, body: string, files: File[]) {
  const form = new FormData()
  form.append('body', body)
  for (const file of files) form.append('attachments', file)
  await api.post(reportNotesKey(locationId), form, { expect: [422] })
  await mutate(reportNotesKey(locationId))
}

export async function deleteReportNote(locationId: number, noteId: number) {
  await api.delete(`${reportNotesKey(locationId)}/${noteId}`)
  await mutate(reportNotesKey(locationId))
}

export async function downloadReportPdf(locationId: number) {
  const pdf = await api.get<Blob>(`${reportNotesKey(locationId)}/export`, {
    responseType: 'blob',
    accept: 'application/pdf',
  })
  saveFile(pdf, `report-${locationId}.pdf`)
}
