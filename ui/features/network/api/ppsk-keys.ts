import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { networkOverviewKey } from './get-network-overview'
import type { CreatedPpskKeyView, PpskKeys } from './views'

export const ppskKeysKey = (locationId: number) => `/locations/${locationId}/network/ppsk`

/** Read live from the controller: an unreachable one is an error to show, not an empty list. */
export function usePpskKeys(locationId: number | null) {
  return useSWR<PpskKeys>(
    locationId === null ? null : ppskKeysKey(locationId),
    (key: string) => api.get<PpskKeys>(key, { expect: [409, 422, 424, 503] }),
    {
      revalidateOnFocus: false,
    }
  )
}

export interface NewPpskKey {
  wlanId: string
  name: string
  /** Left out: the server generates one. */
  passphrase?: string
  vlan: number
}

/** The answer carries the passphrase: the only time it is shown. */
export async function addPpskKey(locationId: number, key: NewPpskKey): Promise<CreatedPpskKeyView> {
  const created = await api.post<CreatedPpskKeyView>(ppskKeysKey(locationId), key, {
    expect: [409, 422, 424, 503],
  })
  await Promise.all([mutate(ppskKeysKey(locationId)), mutate(networkOverviewKey(locationId))])
  return created
}

export async function removePpskKey(locationId: number, keyId: string) {
  await api.delete(`${ppskKeysKey(locationId)}/${encodeURIComponent(keyId)}`, undefined, {
    expect: [404, 409, 422, 424, 503],
  })
  await mutate(ppskKeysKey(locationId))
}
