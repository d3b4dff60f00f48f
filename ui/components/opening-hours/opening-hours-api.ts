import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { OpeningHours } from './opening-hours'

/** `GET/PUT /{locations|customers|groups}/{id}/openinghours`: one resource shape for all three owners. */
export type OpeningHoursOwner = 'locations' | 'customers' | 'groups'

export const openingHoursKey = (owner: OpeningHoursOwner, id: number) =>
  `/${owner}/${id}/openinghours`

export function useOpeningHours(owner: OpeningHoursOwner, id: number) {
  return useSWR<OpeningHours>(openingHoursKey(owner, id), () =>
    api.get<OpeningHours>(openingHoursKey(owner, id))
  )
}

export async function saveOpeningHours(owner: OpeningHoursOwner, id: number, hours: OpeningHours) {
  const saved = await api.put<OpeningHours>(openingHoursKey(owner, id), hours, { expect: [422] })
  await mutate(openingHoursKey(owner, id), saved, { revalidate: false })
  return saved
}
