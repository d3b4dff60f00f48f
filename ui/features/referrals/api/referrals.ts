import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type Referral = ApiResponse<'POST /rest/referral'>
export type NewReferral = ApiBody<'POST /rest/referral'>
export type ReferralPage = ApiResponse<'GET /rest/referrals'>

const isReferralsKey = (key: unknown) => Array.isArray(key) && key[0] === '/referrals'

/** `GET /rest/referrals`: the referrals of the customers you can see (admins: all), newest first. */
export function useReferrals(page: number) {
  return useSWR(['/referrals', page] as const, ([path, p]) =>
    api.get<ReferralPage>(path, { params: { page: p, perPage: 25 } })
  )
}

/** `POST /rest/referral`: 422 for field errors, duplicates and companies that are already customers. */
export async function createReferral(body: NewReferral) {
  const referral = await api.post<Referral>('/referral', body, { expect: [404, 422] })
  await mutate(isReferralsKey)
  return referral
}
