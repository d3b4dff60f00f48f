import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { Location } from './location-model'

const LOCATIONS_PATH = '/locations'

/** Every cached list and map of locations (keys start with /locations) is fetched again. */
export const revalidateLocationLists = () =>
  mutate(
    (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(LOCATIONS_PATH)
  )

/** POST /locations; the new location is cached and the lists refresh, wherever the form was opened. */
export async function createLocation(input: Record<string, unknown>) {
  const location = await api.post<Location>(LOCATIONS_PATH, input, { expect: [422] })
  await mutate(`${LOCATIONS_PATH}/${location.id}`, location, { revalidate: false })
  await revalidateLocationLists()
  return location
}
