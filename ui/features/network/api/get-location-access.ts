import type { ApiResponse } from '@airdeck/api-types'
import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

/** The few fields of `GET /rest/locations/{id}` the network tabs need: the name and what the user may do. */
export type LocationAccess = Pick<
  ApiResponse<'GET /rest/locations/{id}'>,
  'id' | 'name' | 'permissions'
>

export const locationAccessKey = (locationId: number) => `/locations/${locationId}`

export function useLocationAccess(locationId: number | null) {
  const { data, error, isLoading } = useSWR<LocationAccess>(
    locationId === null ? null : locationAccessKey(locationId),
    // Same key as the venue frame's request: a 404 is its to show (not-found), not the global "go home".
    (key: string) => api.get<LocationAccess>(key, { expect: [404] })
  )
  return {
    location: data,
    canUpdate: data?.permissions?.includes('location_update') ?? false,
    error,
    isLoading,
  }
}
