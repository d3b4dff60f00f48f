import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

export type MailSummary = ApiResponse<'GET /rest/admin/mails'>['data'][number]
export type MailDetail = ApiResponse<'GET /rest/admin/mails/{id}'>
export type MailStatus = MailSummary['status']
export const MAIL_STATUSES: MailStatus[] = ['queued', 'sent', 'stored', 'failed']

/** `GET /rest/admin/mails`: the outbox, newest first, 25 a page, optionally one status. */
export function useMails(page: number, status: MailStatus | null) {
  return useSWR(['/admin/mails', page, status] as const, ([path, p, s]) =>
    api.get<ApiResponse<'GET /rest/admin/mails'>>(path, {
      params: { page: p, perPage: 25, ...(s ? { status: s } : {}) },
    })
  )
}

export function useMail(id: number | null) {
  return useSWR(id === null ? null : `/admin/mails/${id}`, (path: string) =>
    api.get<MailDetail>(path)
  )
}
