import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { OpeningHours } from '@/components/opening-hours/opening-hours'

export const openingHoursKey = (id: number) => `/locations/${id}/openinghours`

export function useOpeningHours(id: number) {
  return useSWR<OpeningHours>(openingHoursKey(id), () => api.get<OpeningHours>(openingHoursKey(id)))
}

export async function saveOpeningHours(id: number, hours: OpeningHours) {
  const saved = await api.put<OpeningHours>(openingHoursKey(id), hours, { expect: [422] })
  await mutate(openingHoursKey(id), saved, { revalidate: false })
  return saved
}
