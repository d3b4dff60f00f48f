import type { ApiBody } from '@airdeck/api-types'
import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { networkOverviewKey } from './get-network-overview'
import type { WlanView } from './views'

/** `confirmName` is the current SSID, typed by the user as a confirmation (spec §5). */
export type WlanChange = ApiBody<'PATCH /rest/locations/{id}/network/wlans/{wlanId}'>

/** `PATCH .../network/wlans/{wlanId}`; the dashboard's network cards follow the answer. */
export async function updateWlan(
  locationId: number,
  wlanId: string,
  change: WlanChange
): Promise<WlanView> {
  const wlan = await api.patch<WlanView>(
    `${networkOverviewKey(locationId)}/wlans/${encodeURIComponent(wlanId)}`,
    change,
    {
      expect: [409, 422, 503],
    }
  )
  await mutate(networkOverviewKey(locationId))
  return wlan
}
