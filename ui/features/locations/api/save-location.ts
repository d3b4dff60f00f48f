import { mutate } from 'swr'
import { revalidateLocationLists } from '@/components/create-location/create-location'
import { api } from '@/lib/api/api-client'
import { locationKey } from './get-location'
import type { Location } from './types'

async function after(location: Location) {
  await mutate(locationKey(location.id), location, { revalidate: false })
  await revalidateLocationLists()
  await mutate(`${locationKey(location.id)}/log`)
  return location
}

export const updateLocation = async (id: number, input: Record<string, unknown>) =>
  after(await api.put<Location>(locationKey(id), input, { expect: [422] }))
export const archiveLocation = async (id: number) =>
  after(await api.delete<Location>(locationKey(id), {}, { expect: [422] }))
export const restoreLocation = async (id: number) =>
  after(await api.put<Location>(`${locationKey(id)}/restore`, {}, { expect: [422] }))
export const snoozeLocation = async (id: number, until: string | null) =>
  after(
    await api.put<Location>(
      `${locationKey(id)}/snooze`,
      { snoozed_until: until },
      { expect: [422] }
    )
  )
