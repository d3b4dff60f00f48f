import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

type BrandList = ApiResponse<'GET /rest/brands'>
export type Brand = BrandList['data'][number]

export interface BrandChanges {
  slug: string
  name: string
  mainColor: string | null
  accentColor: string | null
  mailFromName: string
  partnerId: number | null
  logo: File | null
  removeLogo: boolean
}

/** Images up to 5 MB, PNG, JPEG or WebP; checked here to spare the upload, and again by the server. */
export const BRAND_LOGO_MAX_BYTES = 5 * 1024 * 1024
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp']

const brandsPath = '/brands'

/** `GET /brands` (admins): every white-label brand. */
export function useBrands() {
  return useSWR<BrandList>(brandsPath, () => api.get<BrandList>(brandsPath))
}

function formOf(changes: BrandChanges) {
  const body = new FormData()
  body.append('slug', changes.slug)
  body.append('name', changes.name)
  body.append('main_color', changes.mainColor ?? '')
  body.append('accent_color', changes.accentColor ?? '')
  body.append('mail_from_name', changes.mailFromName)
  body.append('partner_id', changes.partnerId ? String(changes.partnerId) : '')
  if (changes.logo) body.append('logo', changes.logo)
  if (changes.removeLogo) body.append('remove_logo', 'true')
  return body
}

type PartnerPage = ApiResponse<'GET /rest/partners'>

/** The partners a brand can belong to (the first 100 by name; admins run few). */
export function useBrandPartners() {
  return useSWR<PartnerPage>(['/partners', 'brand-choice'], () =>
    api.get<PartnerPage>('/partners', { params: { perPage: 100 } })
  )
}

/** POST a new brand or PATCH an existing one (multipart, with its logo), then reload the list. */
export async function saveBrand(brandId: number | null, changes: BrandChanges) {
  const saved = brandId
    ? await api.patch<Brand>(`${brandsPath}/${brandId}`, formOf(changes))
    : await api.post<Brand>(brandsPath, formOf(changes))
  await mutate(brandsPath)
  return saved
}
