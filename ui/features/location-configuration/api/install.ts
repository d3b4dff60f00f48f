import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'
import { WIZARD_ERRORS } from './configuration'

export type InstallView = ApiResponse<'GET /rest/locations/{id}/install'>

export interface DeviceCheck {
  mac: string
  ip: string
  name?: string
  step: string
  result: 'ok' | 'not_adopted' | 'offline' | 'ip_mismatch'
  reportedIp: string | null
}
export interface InstallChecks {
  installation: {
    result: 'ok' | 'failed' | 'unreadable'
    reason: string | null
    fix: string | null
    devices: DeviceCheck[]
  }
  billing: {
    result: 'ok' | 'failed'
    kind: 'b2b' | 'b2c'
    reason: string | null
    fix: 'subscription' | 'payment_method' | null
    customerId: number
  }
}

const installKey = (locationId: number) => `/locations/${locationId}/install`

export const useInstall = (locationId: number) =>
  useSWR<InstallView>(installKey(locationId), () => api.get<InstallView>(installKey(locationId)))

/** Read live from the controller each time it is asked (the "check again" button revalidates it). */
export const useInstallChecks = (locationId: number, enabled: boolean) =>
  useSWR<InstallChecks>(enabled ? `${installKey(locationId)}/checks` : null, () =>
    api.get<InstallChecks>(`${installKey(locationId)}/checks`)
  )

export async function finishInstall(
  locationId: number,
  body: {
    installerId: number
    hardware: Array<{ productId: number; quantity: number }>
    overrideReason?: string
  }
) {
  const answer = await api.post<InstallView>(installKey(locationId), body, {
    expect: WIZARD_ERRORS,
  })
  await mutate(installKey(locationId), answer, { revalidate: false })
  await mutate(`/locations/${locationId}`)
  await mutate(`/locations/${locationId}/configuration`)
  return answer
}
