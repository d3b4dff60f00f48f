import type { FieldError } from '@/lib/api/api-error'
import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type TenantList = ApiResponse<'GET /rest/locations/{id}/network/tenants'>
export type TenantView = TenantList['data'][number]
export type TenantSettings = TenantList['settings']
export type TenantStatus = TenantView['status']
export type PendingList = ApiResponse<'GET /rest/locations/{id}/network/pendingtenants'>
export type NewTenant = ApiBody<'POST /rest/locations/{id}/network/tenants'>
export type TenantChange = ApiBody<'PATCH /rest/locations/{id}/network/tenants/{tenantId}'>
export type ImportResult = ApiResponse<'POST /rest/locations/{id}/network/tenants/import'>
export type TenantMail = ApiResponse<'GET /rest/locations/{id}/network/tenants/{tenantId}/mail'>

/** One refused line of a CSV import: a field error of the 422 that names its line. */
export interface CsvLineError extends FieldError {
  line: number
}
