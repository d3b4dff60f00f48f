import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'
import { saveFile } from '@/lib/save-file'

export type AuditEntry = ApiResponse<'GET /rest/admin/audit-logs'>['data'][number]

export interface AuditFilters {
  actor: string
  object_type: string
  object_id: string
  action: string
  from: string
  to: string
}

export const EMPTY_FILTERS: AuditFilters = {
  actor: '',
  object_type: '',
  object_id: '',
  action: '',
  from: '',
  to: '',
}

/** Only the filters that are filled in, as query parameters. */
export function filterParams(filters: AuditFilters) {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => [key, value.trim()])
  )
}

/** `GET /rest/admin/audit-logs`: newest first, 25 a page. */
export function useAuditLogs(page: number, filters: AuditFilters) {
  return useSWR(['/admin/audit-logs', page, JSON.stringify(filters)] as const, ([path, p]) =>
    api.get<ApiResponse<'GET /rest/admin/audit-logs'>>(path, {
      params: { page: p, perPage: 25, ...filterParams(filters) },
    })
  )
}

/** `GET /rest/admin/audit-logs/export`: the filtered log as a CSV file. */
export async function exportAuditLogs(filters: AuditFilters) {
  const csv = await api.get<Blob>('/admin/audit-logs/export', {
    params: filterParams(filters),
    responseType: 'blob',
    accept: 'text/csv, application/json',
    expect: [422],
  })
  saveFile(csv, `airdeck-audit-log-${new Date().toISOString().slice(0, 10)}.csv`)
}
