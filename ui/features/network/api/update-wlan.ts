import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { networkOverviewKey } from './get-network-overview'
import type { WlanView } from './types'

export interface WlanChange {
  /** The current SSID, typed by the user as a confirmation (spec §5). */
  confirmName: string
  name?: string
  passphrase?: string
  hidden?: boolean
}

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
