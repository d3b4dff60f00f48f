import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

export type SecuritySettings = ApiResponse<'GET /rest/admin/security-settings'>
export const securitySettingsKey = '/admin/security-settings'

export function useSecuritySettings() {
  return useSWR(securitySettingsKey, (path: string) => api.get<SecuritySettings>(path))
}

/** Needs a recent password confirmation (the client asks on 423 and retries). */
export const saveSecuritySettings = (settings: SecuritySettings) =>
  api.put<SecuritySettings>(securitySettingsKey, settings)
