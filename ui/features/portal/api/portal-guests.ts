import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiQuery, ApiResponse } from '@airdeck/api-types'
import { portalKey } from './portal'

export type PortalClientsPage = ApiResponse<'GET /rest/portal/{id}/clients'>
export type PortalClient = PortalClientsPage['data'][number]
export type PortalClientsQuery = ApiQuery<'GET /rest/portal/{id}/clients'>
export type PortalInsights = ApiResponse<'GET /rest/portal/{id}/insights'>
export type InsightsRange = PortalInsights['range']

export const INSIGHT_RANGES: InsightsRange[] = ['7d', '30d', '90d']

const clientsKey = (locationId: number, query: PortalClientsQuery) =>
  [`${portalKey(locationId)}/clients`, query] as const

/** GET /rest/portal/{id}/clients: the guests, the most recently seen first. */
export function usePortalClients(locationId: number, query: PortalClientsQuery) {
  return useSWR<PortalClientsPage>(
    clientsKey(locationId, query),
    ([path, params]: readonly [string, PortalClientsQuery]) =>
      api.get<PortalClientsPage>(path, { params })
  )
}

/** PUT /rest/portal/{id}/client/{clientId}: block or unblock a guest. */
export function setClientBlocked(locationId: number, clientId: number, blocked: boolean) {
  return api.put<PortalClient>(`${portalKey(locationId)}/client/${clientId}`, { blocked })
}

/** GET /rest/portal/{id}/insights over 7, 30 or 90 days. */
export function usePortalInsights(locationId: number, range: InsightsRange) {
  return useSWR<PortalInsights>(
    [`${portalKey(locationId)}/insights`, range] as const,
    ([path, value]: readonly [string, InsightsRange]) =>
      api.get<PortalInsights>(path, { params: { range: value } })
  )
}

/** GET /rest/portal/{id}/export: starts the export; the CSV follows by e-mail. */
export function startGuestExport(locationId: number) {
  return api.get<ApiResponse<'GET /rest/portal/{id}/export'>>(`${portalKey(locationId)}/export`)
}

/** GET /rest/locations/{id}/portal/try: the "Try as a guest" link (the real flow on a demo venue). */
export function tryAsGuest(locationId: number) {
  return api.get<ApiResponse<'GET /rest/locations/{id}/portal/try'>>(
    `/locations/${locationId}/portal/try`,
    { expect: [422, 409] }
  )
}
