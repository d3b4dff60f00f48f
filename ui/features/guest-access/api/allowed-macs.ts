import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { AllowedMac, AllowedMacList, NewAllowedMac } from './types'

export const allowedMacsPath = (locationId: number) =>
  `/locations/${locationId}/network/allowed-macs`
const PER_PAGE = 10

/** 409: the venue has no controller; 422 includes a vendor that cannot let devices through. */
const ALLOW_LIST_ERRORS = [409, 422]

/** `GET …/network/allowed-macs`: one page of the venue's allow-list. */
export function useAllowedMacs(locationId: number, page: number) {
  const params = { page, perPage: PER_PAGE }
  return useSWR<AllowedMacList>(
    [allowedMacsPath(locationId), JSON.stringify(params)],
    () => api.get<AllowedMacList>(allowedMacsPath(locationId), { params }),
    {
      keepPreviousData: true,
    }
  )
}

const revalidateAllowedMacs = (locationId: number) =>
  mutate((key) => Array.isArray(key) && key[0] === allowedMacsPath(locationId))

/** The answer says whether the controller let the device through (`state`, `lastError`). */
export async function addAllowedMac(locationId: number, input: NewAllowedMac) {
  const row = await api.post<AllowedMac>(allowedMacsPath(locationId), input, {
    expect: ALLOW_LIST_ERRORS,
  })
  await revalidateAllowedMacs(locationId)
  return row
}

export async function removeAllowedMac(locationId: number, id: number) {
  await api.delete(`${allowedMacsPath(locationId)}/${id}`, undefined, { expect: [404] })
  await revalidateAllowedMacs(locationId)
}
