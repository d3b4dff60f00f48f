import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type TwoFactorStatus = ApiResponse<'GET /rest/secure/two-factor-authentication'>
export type TwoFactorMethod = TwoFactorStatus['methods'][number]
export type QrCode = ApiResponse<'GET /rest/secure/two-factor-qr-code'>

export const twoFactorKey = '/secure/two-factor-authentication'

export function useTwoFactor() {
  return useSWR<TwoFactorStatus>(twoFactorKey, () => api.get<TwoFactorStatus>(twoFactorKey))
}

/** Starts a set-up (needs a recent password confirmation: the client asks for it on 423 and retries). */
export const startTwoFactor = (body: ApiBody<'POST /rest/secure/two-factor-authentication'>) =>
  api.post<ApiResponse<'POST /rest/secure/two-factor-authentication'>>(twoFactorKey, body, {
    expect: [409, 422, 429, 503],
  })

export const getQrCode = () => api.get<QrCode>('/secure/two-factor-qr-code')

/** The first code turns it on; the answer holds the recovery codes, shown once. A wrong code (422) is the form's. */
export const confirmTwoFactor = (code: string) =>
  api.post<ApiResponse<'POST /rest/secure/confirmed-two-factor-authentication'>>(
    '/secure/confirmed-two-factor-authentication',
    { code },
    { expect: [409, 422, 429] }
  )

export const resendSetupCode = () =>
  api.post<{ sent_to: string | null }>(
    '/secure/two-factor-confirm-code',
    {},
    { expect: [409, 429, 503] }
  )

export const disableTwoFactor = () => api.delete<void>(twoFactorKey)

export const regenerateRecoveryCodes = () =>
  api.post<{ recovery_codes: string[] }>('/secure/two-factor-recovery-codes', {})
