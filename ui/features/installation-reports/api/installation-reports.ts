import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'
import { saveFile } from '@/lib/save-file'

export type InstallationReport =
  ApiResponse<'GET /rest/locations/{id}/installation'>['data'][number]
type ReportPage = ApiResponse<'GET /rest/locations/{id}/installation'>

export const installationReportsKey = (locationId: number) =>
  `/locations/${locationId}/installation`

/** Spec §7: the venue's installation reports, newest first, with their photos. */
export function useInstallationReports(locationId: number) {
  return useSWR<ReportPage>(installationReportsKey(locationId), () =>
    api.get<ReportPage>(installationReportsKey(locationId), { params: { perPage: 50 } })
  )
}

export interface NewReport {
  bridgePresent: boolean
  failoverPresent: boolean
  guestWifiOk: boolean
  notes: string
  photos: File[]
}

/** `POST …/installation` (multipart); the server checks every photo by its content. */
export async function addInstallationReport(locationId: number, report: NewReport) {
  const form = new FormData()
  form.append('bridgePresent', String(report.bridgePresent))
  form.append('failoverPresent', String(report.failoverPresent))
  form.append('guestWifiOk', String(report.guestWifiOk))
  if (report.notes.trim()) form.append('notes', report.notes.trim())
  for (const photo of report.photos) form.append('photos', photo)
  await api.post(installationReportsKey(locationId), form, { expect: [422] })
  await mutate(installationReportsKey(locationId))
}

/** `PATCH …/installation/{logId}/image`: more photos, and photos to remove. */
export async function changeReportPhotos(
  locationId: number,
  reportId: number,
  change: { add: File[]; remove: number[] }
) {
  const form = new FormData()
  for (const photo of change.add) form.append('photos', photo)
  for (const id of change.remove) form.append('remove', String(id))
  await api.patch(`${installationReportsKey(locationId)}/${reportId}/image`, form, {
    expect: [422],
  })
  await mutate(installationReportsKey(locationId))
}

/** `GET …/installation/export`: every report with its photos as a PDF. */
export async function downloadInstallationPdf(locationId: number) {
  const pdf = await api.get<Blob>(`${installationReportsKey(locationId)}/export`, {
    responseType: 'blob',
    accept: 'application/pdf',
  })
  saveFile(pdf, `installation-report-${locationId}.pdf`)
}
