import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { NetworkOverview } from './views'

/** How often a screen polls while the network or a device restarts. */
export const REBOOT_POLL_MS = 3000

export const networkOverviewKey = (locationId: number) => `/locations/${locationId}/network`

export const getNetworkOverview = (locationId: number) =>
  api.get<NetworkOverview>(networkOverviewKey(locationId))

export function useNetworkOverview(locationId: number | null) {
  return useSWR<NetworkOverview>(
    locationId === null ? null : networkOverviewKey(locationId),
    () => getNetworkOverview(locationId!),
    {
      refreshInterval: (latest) => (latest?.rebootInProgress ? REBOOT_POLL_MS : 0),
    }
  )
}
