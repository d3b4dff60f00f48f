import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

export type AdminCloud = ApiResponse<'GET /rest/admin/cloud'>
type DataOf<K extends keyof AdminCloud> = AdminCloud[K] extends { data: infer D }
  ? NonNullable<D>
  : never
export type ControllersData = DataOf<'controllers'>
export type JobsData = DataOf<'jobs'>
export type DeliveriesData = DataOf<'deliveries'>
export type DatabaseData = DataOf<'database'>
export type ProcessData = DataOf<'process'>
export type TrendsData = DataOf<'trends'>

/** The operations view, refreshed every minute while it is open. */
export const useAdminCloud = () =>
  useSWR<AdminCloud>('/admin/cloud', () => api.get<AdminCloud>('/admin/cloud'), {
    refreshInterval: 60_000,
  })
