import type { ApiResponse } from '@airdeck/api-types'

export type ConfigFile = ApiResponse<'GET /rest/network/config'>['data'][number]
export type ConfigFilePage = ApiResponse<'GET /rest/network/config'>
export type ConfigSettings = ApiResponse<'GET /rest/network/config/settings'>
export type ConfigVendor = ConfigSettings['vendors'][number]
export type ConfigController = ConfigSettings['controllers'][number]
export type VenueConfig = ApiResponse<'GET /rest/locations/{id}/network/config'>

export interface ConfigFileFilters {
  search: string
  vendor: string
  page: number
}

/** The upload form's values, sent as multipart with the file. */
export interface ConfigUpload {
  name: string
  vendor: string
  controllerId: string
  minVersion: string
  maxVersion: string
  canChangeWifiSettings: boolean
  file: File | null
}
