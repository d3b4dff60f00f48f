import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { refreshSession } from '@/lib/session/session-api'

/** GET /customers/{id}/branding: colour (#rrggbb) and image URLs, each null when not set. */
export interface Branding {
  main_color: string | null
  logo_url: string | null
  header_url: string | null
}

export interface BrandingChanges {
  mainColor: string | null
  logo: File | null
  header: File | null
  removeLogo: boolean
  removeHeader: boolean
}

/** Spec §9: images up to 5 MB; checked here to spare the upload, and again by the server. */
export const BRANDING_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const BRANDING_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp']

export const brandingKey = (customerId: number) => `/customers/${customerId}/branding`

/** The customer's branding; `null` when it has none yet (the server answers `is_set: false` and the default look). */
export function useBranding(customerId: number | null) {
  return useSWR<Branding | null>(
    customerId ? brandingKey(customerId) : null,
    async (key: string) => {
      const answer = await api.get<Branding & { is_set: boolean }>(key)
      return answer.is_set ? answer : null
    }
  )
}

function formOf(changes: BrandingChanges) {
  const body = new FormData()
  body.append('main_color', changes.mainColor ?? '')
  if (changes.logo) body.append('logo', changes.logo)
  if (changes.header) body.append('header', changes.header)
  if (changes.removeLogo) body.append('remove_logo', 'true')
  if (changes.removeHeader) body.append('remove_header', 'true')
  return body
}

/**
 * POST (first time) or PATCH (after) the branding, then reloads the self record: the signed-in user may be one of
 * the customer's own users, whose dashboard wears the new colour at once.
 */
export async function saveBranding(customerId: number, exists: boolean, changes: BrandingChanges) {
  const key = brandingKey(customerId)
  const saved = exists
    ? await api.patch<Branding>(key, formOf(changes))
    : await api.post<Branding>(key, formOf(changes))
  await mutate(key, saved, { revalidate: false })
  await refreshSession()
  return saved
}

export async function deleteBranding(customerId: number) {
  const key = brandingKey(customerId)
  await api.delete(key)
  await mutate(key, null, { revalidate: false })
  await refreshSession()
}
