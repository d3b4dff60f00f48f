import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

export type StatusPageDesigner = ApiResponse<'GET /rest/status-pages/{type}/{id}'>
export type StatusPageDraft = StatusPageDesigner['draft']
export type ContactButton = StatusPageDraft['buttons'][number]
export type ButtonKind = ContactButton['kind']
export type StatusSubjectType = StatusPageDesigner['type']
export type PageLanguage = keyof StatusPageDraft['notice']

export const PAGE_LANGUAGES: PageLanguage[] = ['nl', 'en', 'fr', 'de']
export const HEADLINE_STATES = [
  'all_running',
  'degraded',
  'all_down',
  'failover_active',
  'power_outage',
  'ready_for_installation',
  'no_hardware',
] as const
export const BUTTON_KINDS: ButtonKind[] = ['call', 'mail', 'whatsapp', 'ticket']
export const MAX_BUTTONS = 6

export const statusPageKey = (type: StatusSubjectType, id: number) => `/status-pages/${type}/${id}`

/** `GET /rest/status-pages/{type}/{id}`: the draft beside the published version, and the choices the form offers. */
export function useStatusPage(type: StatusSubjectType, id: number | null) {
  return useSWR<StatusPageDesigner>(id === null ? null : statusPageKey(type, id), (key: string) =>
    api.get<StatusPageDesigner>(key)
  )
}

/**
 * Saves the draft (422 names the fields, e.g. `buttons.1.value`); the public page is unchanged until publish.
 * Both answer the designer as it now stands: the caller puts it in its SWR entry (the hook's bound `mutate`).
 */
export function saveStatusPageDraft(type: StatusSubjectType, id: number, draft: StatusPageDraft) {
  return api.put<StatusPageDesigner>(statusPageKey(type, id), draft, { expect: [422] })
}

export function publishStatusPage(type: StatusSubjectType, id: number) {
  return api.post<StatusPageDesigner>(`${statusPageKey(type, id)}/publish`)
}

/** The page as the form stands, unsaved, in one language: the HTML of the live preview. */
export async function previewStatusPage(
  type: StatusSubjectType,
  id: number,
  draft: StatusPageDraft,
  lang: PageLanguage,
  signal?: AbortSignal
) {
  const answer = await api.post<{ html: string }>(`${statusPageKey(type, id)}/preview`, draft, {
    params: { lang },
    expect: [422],
    signal,
  })
  return answer.html
}
