import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { PortProfileView } from './views'

export const portProfilesKey = (locationId: number) =>
  `/locations/${locationId}/network/settings/profiles`

export function usePortProfiles(locationId: number, enabled: boolean) {
  return useSWR<PortProfileView[]>(enabled ? portProfilesKey(locationId) : null, (key: string) =>
    api.get<{ data: PortProfileView[] }>(key).then((body) => body.data)
  )
}
