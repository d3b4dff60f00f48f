import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

/** One property of a vendor's settings, as JSON Schema (what the plugin's validator accepts). */
export interface SettingSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean'
  enum?: Array<string | number>
  format?: string
  default?: unknown
  /** A secret: stored encrypted, never returned. */
  writeOnly?: boolean
  minimum?: number
  maximum?: number
}

/** A controller plugin the server has enabled, with the form its settings need. */
export interface ControllerVendor {
  id: string
  name: string
  capabilities: string[]
  secretSettings: string[]
  /** The URL used when `url` is left empty (cloud services); null when the URL must be given. */
  defaultUrl: string | null
  settings: { properties: Record<string, SettingSchema>; required?: string[] }
  /** The settings each venue on this vendor keeps (e.g. a router serial), or null when the vendor needs none. */
  locationSettings: { properties: Record<string, SettingSchema>; required?: string[] } | null
}

export const controllerVendorsKey = '/controllers/vendors'

/** `GET /rest/controllers/vendors`, in the order config/plugins.ts enables them. */
export function useControllerVendors() {
  return useSWR<ControllerVendor[]>(controllerVendorsKey, () =>
    api.get<{ data: ControllerVendor[] }>(controllerVendorsKey).then((body) => body.data)
  )
}
