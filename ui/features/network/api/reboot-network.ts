import { api } from '@/lib/api/api-client'
import { networkOverviewKey } from './get-network-overview'
import type { NetworkOverview } from './views'

/** `POST .../network/commands/reboot` → 202 with `rebootInProgress` true; the caller puts it in its cache. */
export function rebootNetwork(locationId: number): Promise<NetworkOverview> {
  return api.post<NetworkOverview>(`${networkOverviewKey(locationId)}/commands/reboot`, undefined, {
    expect: [409, 422, 503],
  })
}
