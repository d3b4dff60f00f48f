import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { NewVisit, SalesStats, Visit, VisitChange, VisitList, VisitPins } from './types'

export const visitsPath = '/sales/visits'
const PER_PAGE = 20

/** `GET /sales/visits`: one page of the visits the caller may see, the newest first. */
export function useVisits(search: string, page: number) {
  const params = { search: search.trim() || undefined, page, perPage: PER_PAGE }
  return useSWR<VisitList>(
    [visitsPath, JSON.stringify(params)],
    () => api.get<VisitList>(visitsPath, { params }),
    { keepPreviousData: true }
  )
}

/** `GET /sales/locations`: today's visits with a position, for the map. */
export function useVisitPins() {
  return useSWR<VisitPins>('/sales/locations', () => api.get<VisitPins>('/sales/locations'))
}

/** `GET /sales/stats`: visits per hunter per week and their conversion, over the last 12 weeks. */
export function useSalesStats() {
  return useSWR<SalesStats>('/sales/stats', () => api.get<SalesStats>('/sales/stats'))
}

/** Every cached list, map and figure that a visit changes. */
const revalidateVisits = () =>
  mutate(
    (key) =>
      key === '/sales/locations' ||
      key === '/sales/stats' ||
      (Array.isArray(key) && key[0] === visitsPath)
  )

export async function recordVisit(input: NewVisit) {
  const visit = await api.post<Visit>(visitsPath, input, { expect: [422] })
  await revalidateVisits()
  return visit
}

export async function changeVisit(id: number, change: VisitChange) {
  const visit = await api.patch<Visit>(`${visitsPath}/${id}`, change, { expect: [403, 404, 422] })
  await revalidateVisits()
  return visit
}

/** `GET /sales/export`: the visible visits of the last 12 weeks as a CSV download. */
export async function downloadVisitsCsv() {
  const csv = await api.get<Blob>('/sales/export', {
    responseType: 'blob',
    accept: 'text/csv, application/json',
  })
  const url = URL.createObjectURL(csv)
  const link = document.createElement('a')
  link.href = url
  link.download = `sales-visits-${new Date().toISOString().slice(0, 10)}.csv`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** `GET /sales/visits/{id}`: one visit the caller may see. */
export function useVisit(id: number | null) {
  return useSWR<Visit>(id ? `${visitsPath}/${id}` : null, () =>
    api.get<Visit>(`${visitsPath}/${id}`, { expect: [404] })
  )
}
