import useSWR, { useSWRConfig } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type PortalIntegrations = ApiResponse<'GET /rest/portal/{id}/integrations'>
export type PortalIntegration = PortalIntegrations['data'][number]
export type IntegrationPlugin = PortalIntegration['plugin']
export type IntegrationConnection = NonNullable<PortalIntegration['connection']>
export type ConnectionState = IntegrationConnection['state']
export type ActivityPage = ApiResponse<'GET /rest/portal/{id}/integrations/{integration}/activity'>
export type Attempt = ActivityPage['data'][number]
export type ConnectBody = ApiBody<'PUT /rest/portal/{id}/integrations/{integration}'>
export type UpdateBody = ApiBody<'PATCH /rest/portal/{id}/integrations/{integration}'>
export type OptionChoices = Record<string, Array<{ value: string; label: string }>>
export type Overview = ApiResponse<'GET /rest/integrations'>
export type OverviewConnection = Overview['connections']['data'][number]
export type RecentActivity = ApiResponse<'GET /rest/integrations/activity'>

/** Where a list of connections lives: a portal's (by its venue) or the caller's partner's. */
export const portalIntegrationsBase = (locationId: number) => `/portal/${locationId}/integrations`
export const PARTNER_INTEGRATIONS = '/integrations/partner'
const onePath = (base: string, pluginId: string) => `${base}/${encodeURIComponent(pluginId)}`
/** The service refused the key, is down or answered nonsense: shown on the form, not as a global error. */
const SERVICE_ERRORS = [422]
const ACTIVITY_PER_PAGE = 10

export function useIntegrationList(base: string) {
  return useSWR<PortalIntegrations>(base, () => api.get<PortalIntegrations>(base))
}

export function useIntegrationActivity(
  base: string,
  pluginId: string,
  page: number,
  failed: boolean
) {
  const params = { page, perPage: ACTIVITY_PER_PAGE, ...(failed ? { failed: true } : {}) }
  const path = `${onePath(base, pluginId)}/activity`
  return useSWR<ActivityPage>(
    [path, JSON.stringify(params)],
    () => api.get<ActivityPage>(path, { params }),
    { keepPreviousData: true }
  )
}

/** The options hook: what the options form may pick from (e.g. the Mailchimp audiences), read live. */
export function useOptionChoices(base: string, pluginId: string, enabled: boolean) {
  const path = `${onePath(base, pluginId)}/choices`
  return useSWR<{ choices: OptionChoices }>(
    enabled ? path : null,
    () => api.get<{ choices: OptionChoices }>(path, { expect: SERVICE_ERRORS }),
    { revalidateOnFocus: false }
  )
}

/**
 * The changes an integrations section makes; each reads again everything shown about its connections (the list, the logs, the choices) from the SWR cache in use.
 */
export function useIntegrationActions(base: string) {
  const { mutate } = useSWRConfig()
  const revalidate = () =>
    mutate((key) => (Array.isArray(key) ? String(key[0]) : String(key ?? '')).startsWith(base))
  const after = async <T>(work: Promise<T>) => {
    const result = await work
    await revalidate()
    return result
  }
  return {
    connect: (pluginId: string, body: ConnectBody) =>
      after(
        api.put<IntegrationConnection>(onePath(base, pluginId), body, { expect: SERVICE_ERRORS })
      ),
    update: (pluginId: string, body: UpdateBody) =>
      after(
        api.patch<IntegrationConnection>(onePath(base, pluginId), body, { expect: SERVICE_ERRORS })
      ),
    test: (pluginId: string) =>
      after(
        api.post<{ ok: boolean; message: string; connection: IntegrationConnection }>(
          `${onePath(base, pluginId)}/test`
        )
      ),
    retry: async (pluginId: string) =>
      (await after(api.post<{ retried: number }>(`${onePath(base, pluginId)}/retry`))).retried,
    disconnect: (pluginId: string) => after(api.delete(onePath(base, pluginId))),
  }
}

export function useIntegrationsOverview(params: { page: number; q?: string; problems?: boolean }) {
  return useSWR<Overview>(
    ['/integrations', JSON.stringify(params)],
    () => api.get<Overview>('/integrations', { params }),
    { keepPreviousData: true }
  )
}

export function useRecentActivity(params: { page: number; failed?: boolean }) {
  return useSWR<RecentActivity>(
    ['/integrations/activity', JSON.stringify(params)],
    () => api.get<RecentActivity>('/integrations/activity', { params }),
    { keepPreviousData: true }
  )
}
