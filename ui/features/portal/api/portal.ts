import useSWR, { useSWRConfig } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiQuery, ApiResponse } from '@airdeck/api-types'

export type PortalDesigner = ApiResponse<'GET /rest/portal/{id}'>
export type PortalDraft = PortalDesigner['draft']
export type PortalLanguage = keyof PortalDraft['texts']
export type PortalTexts = PortalDraft['texts'][PortalLanguage]
export type GuestField = keyof PortalDraft['fields']
export type FieldMode = PortalDraft['fields'][GuestField]
export type PortalState = PortalDesigner['state']
export type ScheduleEntry = PortalDesigner['schedule'][number]
export type PortalListPage = ApiResponse<'GET /rest/portal'>
export type PortalListItem = PortalListPage['data'][number]
export type PortalListQuery = ApiQuery<'GET /rest/portal'>

export const PORTAL_LANGUAGES: PortalLanguage[] = ['nl', 'en', 'fr', 'de']
export const GUEST_FIELDS: GuestField[] = ['email', 'firstname', 'lastname', 'phone']
export const FIELD_MODES: FieldMode[] = ['off', 'optional', 'required']
/** Spec §9: images up to 5 MB; checked here to spare the upload, and again by the server. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp']

/** `{id}` is the venue's id: one portal per venue. */
export const portalKey = (locationId: number) => `/portal/${locationId}`
export const portalListKey = (query: PortalListQuery) => ['/portal', query] as const

/** GET /rest/portal: the venues whose portal the user may read. */
export function usePortals(query: PortalListQuery) {
  return useSWR<PortalListPage>(
    portalListKey(query),
    ([path, params]: readonly [string, PortalListQuery]) =>
      api.get<PortalListPage>(path, { params })
  )
}

/** GET /rest/portal/{id}: the draft beside the published version, and what is in force now. */
export function usePortal(locationId: number | null) {
  return useSWR<PortalDesigner>(locationId === null ? null : portalKey(locationId), (key: string) =>
    api.get<PortalDesigner>(key)
  )
}

/**
 * Puts a portal a change answered with into the cache of the screen (every write below answers the whole portal),
 * so the badges, images and state follow without another request.
 */
export function useKeepPortal() {
  const { mutate } = useSWRConfig()
  return (designer: PortalDesigner) =>
    mutate(portalKey(designer.location_id), designer, { revalidate: false })
}

/** Saves the draft (422 names the fields, e.g. `texts.nl.landingUrl`); guests keep the published version. */
export async function savePortalDraft(locationId: number, draft: PortalDraft) {
  return api.put<PortalDesigner>(portalKey(locationId), draft, { expect: [422] })
}

export async function publishPortal(locationId: number) {
  return api.post<PortalDesigner>(`${portalKey(locationId)}/publish`, undefined, { expect: [422] })
}

/** Temporarily offline: in force at once, not through publishing. */
export async function setPortalOffline(locationId: number, offline: boolean) {
  return api.put<PortalDesigner>(`${portalKey(locationId)}/offline`, { offline })
}

/** The scheduled offline periods: in force at once. */
export async function savePortalSchedule(locationId: number, entries: ScheduleEntry[]) {
  return api.put<PortalDesigner>(
    `${portalKey(locationId)}/schedule`,
    { entries },
    { expect: [422] }
  )
}

/** POST …/design (multipart): a new logo or background into the draft, or `remove` to take one out. */
export async function uploadPortalImage(
  locationId: number,
  kind: 'logo' | 'background',
  file: File | null
) {
  const body = new FormData()
  if (file) body.append(kind, file)
  else body.append(kind === 'logo' ? 'removeLogo' : 'removeBackground', 'true')
  return api.post<PortalDesigner>(`${portalKey(locationId)}/design`, body, { expect: [422] })
}

/** POST …/login (multipart): the password guests must type, stored encrypted and in force at once. */
export async function savePortalPassword(
  locationId: number,
  password: string,
  passwordRequired: boolean
) {
  const body = new FormData()
  body.append('password', password)
  body.append('passwordRequired', String(passwordRequired))
  return api.post<PortalDesigner>(`${portalKey(locationId)}/login`, body, { expect: [422] })
}

/** The guest page drawn from the form as it stands, unsaved, in one language: the HTML of the live preview. */
export async function previewPortal(
  locationId: number,
  draft: PortalDraft,
  lang: PortalLanguage,
  offline: boolean,
  signal?: AbortSignal
) {
  const answer = await api.post<{ html: string }>(`${portalKey(locationId)}/preview`, draft, {
    params: { lang, offline: offline ? 1 : undefined },
    expect: [422],
    signal,
  })
  return answer.html
}
