import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type AccessToken = ApiResponse<'GET /rest/users/me/tokens'>['data'][number]
export type NewAccessToken = ApiResponse<'POST /rest/users/me/tokens'>

export const accessTokensKey = '/users/me/tokens?perPage=100'

export function useAccessTokens() {
  return useSWR(accessTokensKey, (path: string) =>
    api.get<ApiResponse<'GET /rest/users/me/tokens'>>(path)
  )
}

/**
 * Mints a token; the answer is the only one that holds its value. Needs a recent password confirmation (the client
 * asks on 423 and retries); refused (403) while impersonating, which the card shows in place.
 */
export const createAccessToken = (body: ApiBody<'POST /rest/users/me/tokens'>) =>
  api.post<NewAccessToken>('/users/me/tokens', body, { expect: [403, 422] })

export const revokeAccessToken = (id: AccessToken['id']) =>
  api.delete<void>(`/users/me/tokens/${encodeURIComponent(String(id))}`, undefined, {
    expect: [403],
  })
