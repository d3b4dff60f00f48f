import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

type HunterList = ApiResponse<'GET /rest/sales/hunters'>
export type Hunter = HunterList['data'][number]
type UserPage = ApiResponse<'GET /rest/users'>

const huntersPath = '/sales/hunters'

/** `GET /sales/hunters` (admins): the users with the sales-hunter role. */
export function useHunters(enabled: boolean) {
  return useSWR<HunterList>(enabled ? huntersPath : null, () => api.get<HunterList>(huntersPath))
}

/** Users matching a search, to pick a new hunter from (`GET /users`, admins see everyone). */
export async function findUsers(term: string) {
  const page = await api.get<UserPage>('/users', { params: { q: term, perPage: 10 } })
  return page.data
}

export async function setHunter(userId: number, hunter: boolean) {
  await api.put<Hunter>(`${huntersPath}/${userId}`, { hunter }, { expect: [404, 422] })
  await mutate(huntersPath)
}
