import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

export type Configuration = ApiResponse<'GET /rest/locations/{id}/configuration'>
export type StepName = Configuration['steps'][number]['step']
export type ConfigFile = ApiResponse<'GET /rest/network/config'>['data'][number]

export interface ControllerChoice {
  id: number
  alias: string
  vendor: string
  vendorName: string
  version: string | null
}
export interface SiteChoice {
  id: string
  name: string
  location: { id: number; name: string } | null
}
export interface DeviceChoice {
  mac: string | null
  name: string
  kind: 'gateway' | 'switch' | 'ap' | 'other'
  ip: string | null
  model: string | null
}

/** Answers the wizard shows beside its fields instead of the app's global error handling. */
export const WIZARD_ERRORS = [409, 422, 503]

export const configurationKey = (locationId: number) => `/locations/${locationId}/configuration`

export const useConfiguration = (locationId: number) =>
  useSWR<Configuration>(configurationKey(locationId), () =>
    api.get<Configuration>(configurationKey(locationId))
  )

/** The completed report alone: what customer users read of the configuration. */
export const useConfigurationReport = (locationId: number, enabled: boolean) =>
  useSWR(enabled ? `${configurationKey(locationId)}/report` : null, () =>
    api.get<ApiResponse<'GET /rest/locations/{id}/configuration/report'>>(
      `${configurationKey(locationId)}/report`
    )
  )

/** Saves one step; the answer is the wizard as the server now has it (resuming at the next step). */
export async function saveStep(
  locationId: number,
  step: StepName,
  fields: Record<string, unknown>
) {
  const answer = await api.post<Configuration>(
    configurationKey(locationId),
    { step, ...fields },
    { expect: WIZARD_ERRORS }
  )
  await mutate(configurationKey(locationId), answer, { revalidate: false })
  await mutate(`/locations/${locationId}`)
  if (step === 'report') await mutate(`/locations/${locationId}/install`)
  return answer
}

export const useControllers = () =>
  useSWR('/controllers?wizard', () =>
    api
      .get<{ data: ControllerChoice[] }>('/controllers', { params: { perPage: 100 } })
      .then((body) => body.data)
  )

export const useSites = (controllerId: number | null) =>
  useSWR(controllerId ? `/controllers/${controllerId}/sites` : null, () =>
    api
      .get<{ data: SiteChoice[] }>(`/controllers/${controllerId}/sites`, { expect: [503] })
      .then((body) => body.data)
  )

/** Every file of the vendor, with its version range: the server says whether it suits the controller. */
export const useVendorFiles = (vendor: string | null) =>
  useSWR(vendor ? `/network/config?vendor=${vendor}` : null, () =>
    api
      .get<{ data: ConfigFile[] }>('/network/config', { params: { vendor: vendor!, perPage: 100 } })
      .then((body) => body.data)
  )

/** The devices the venue's controller site has (read when the site was bound, and by every sync since). */
export const useSiteDevices = (locationId: number, bound: boolean) =>
  useSWR(bound ? `/locations/${locationId}/network/devices` : null, () =>
    api
      .get<{ data: DeviceChoice[] }>(`/locations/${locationId}/network/devices`)
      .then((body) => body.data)
  )

/** Peplink serials of the group's devices, read live from InControl. */
export const usePeplinkSerials = (locationId: number, enabled: boolean) =>
  useSWR(enabled ? `/network/config/settings/peplink/${locationId}?live` : null, () =>
    api
      .get<{ suggestions: Record<string, Array<{ value: string; label: string }>> }>(
        `/network/config/settings/peplink/${locationId}`,
        { params: { live: 'true' }, expect: [404, 503] }
      )
      .then((body) => body.suggestions.serial ?? [])
  )

/** `GET …/configuration/export`: the report PDF in the customer's language, saved as a file. */
export async function downloadReport(locationId: number) {
  const pdf = await api.get<Blob>(`${configurationKey(locationId)}/export`, {
    responseType: 'blob',
    accept: 'application/pdf, application/json',
  })
  const url = URL.createObjectURL(pdf)
  const link = document.createElement('a')
  link.href = url
  link.download = `configuration-report-${locationId}.pdf`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
