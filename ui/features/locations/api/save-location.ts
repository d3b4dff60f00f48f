import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { LOCATIONS_PATH } from './list-locations'
import { locationKey } from './get-location'
import type { Location } from './types'

/** Lists and the map revalidate after every change. */
export const revalidateLocationLists = () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(LOCATIONS_PATH))

async function after(location: Location) {
  await mutate(locationKey(location.id), location, { revalidate: false })
  await revalidateLocationLists()
  await mutate(`${locationKey(location.id)}/log`)
  return location
}

export const createLocation = async (input: Record<string, unknown>) => after(await api.post<Location>(LOCATIONS_PATH, input, { expect: [422] }))
export const updateLocation = async (id: number, input: Record<string, unknown>) => after(await api.put<Location>(locationKey(id), input, { expect: [422] }))
export const archiveLocation = async (id: number) => after(await api.delete<Location>(locationKey(id), {}, { expect: [422] }))
export const restoreLocation = async (id: number) => after(await api.put<Location>(`${locationKey(id)}/restore`, {}, { expect: [422] }))
export const snoozeLocation = async (id: number, until: string | null) =>
  after(await api.put<Location>(`${locationKey(id)}/snooze`, { snoozed_until: until }, { expect: [422] }))
