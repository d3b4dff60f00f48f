import useSWR from 'swr'
import type { ApiResponse } from '@airdeck/api-types'
import { api } from '@/lib/api/api-client'

export type PlatformInit = ApiResponse<'GET /rest/init'>

export const initKey = '/init'

/**
 * `GET /rest/init`: whether anyone may register here (REGISTRATION_OPEN) or only invited people. Undefined until it
 * answers; an answer that fails counts as closed, so a Register link is offered only when it would be accepted.
 */
export function useRegistrationOpen(): boolean | undefined {
  const { data, error } = useSWR<PlatformInit>(initKey, () => api.get<PlatformInit>(initKey))
  if (error) return false
  return data?.registration_open
}
