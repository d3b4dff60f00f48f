import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import { revalidateConfigFiles } from './config-files'
import type { VenueConfig } from './types'

export const venueConfigKey = (locationId: number) => `/locations/${locationId}/network/config`

/** `GET /rest/locations/{id}/network/config`: the applied file, the controller and the files that fit it (admins). */
export function useVenueConfig(locationId: number) {
  return useSWR<VenueConfig>(venueConfigKey(locationId), (path: string) =>
    api.get<VenueConfig>(path)
  )
}

/**
 * 409 when the location has no controller, 422 when the file does not fit it: the caller shows why. Both answer the
 * location's new state, which the caller puts in its `useVenueConfig` cache.
 */
export async function applyVenueConfig(locationId: number, configId: number) {
  const config = await api.put<VenueConfig>(
    venueConfigKey(locationId),
    { configId },
    { expect: [409, 422] }
  )
  await revalidateConfigFiles()
  return config
}

export async function removeVenueConfig(locationId: number) {
  const config = await api.delete<VenueConfig>(venueConfigKey(locationId), undefined, {
    expect: [409],
  })
  await revalidateConfigFiles()
  return config
}
