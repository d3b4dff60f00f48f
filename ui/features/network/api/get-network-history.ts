import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

export type NetworkHistory = ApiResponse<'GET /rest/locations/{id}/network/history/series'>
export type NetworkHistoryPoint = NetworkHistory['points'][number]
export type HistoryRange = NetworkHistory['range']
export const HISTORY_RANGES: HistoryRange[] = ['24h', '7d', '30d']

export const networkHistoryKey = (locationId: number) =>
  `/locations/${locationId}/network/history/series`

/** `GET /rest/locations/{id}/network/history/series`: uptime and clients per bucket, for the history charts. */
export function useNetworkHistory(locationId: number | null, range: HistoryRange) {
  return useSWR<NetworkHistory>(
    locationId === null ? null : [networkHistoryKey(locationId), range],
    () => api.get<NetworkHistory>(networkHistoryKey(locationId!), { params: { range } })
  )
}
