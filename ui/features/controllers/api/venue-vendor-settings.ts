import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

export interface VenueSettingProperty {
  type?: string
  maxLength?: number
  pattern?: string
}

/** `GET|PUT /rest/network/config/settings/{vendor}/{locationId}`: a venue's settings for one controller vendor. */
export interface VenueVendorSettings {
  vendor: string
  vendorName: string
  schema: { properties: Record<string, VenueSettingProperty>; required?: string[] }
  values: Record<string, string>
  binding: {
    controllerId: number
    controllerAlias: string
    siteId: string
    siteName: string | null
    parentId: string | null
    parentName: string | null
  } | null
  suggestions: Record<string, Array<{ value: string; label: string }>>
  suggestionsUnavailable: boolean
}

const venueSettingsKey = (vendor: string, locationId: number) =>
  `/network/config/settings/${encodeURIComponent(vendor)}/${locationId}`

export function useVenueVendorSettings(vendor: string | null, locationId: number) {
  return useSWR<VenueVendorSettings>(
    vendor ? venueSettingsKey(vendor, locationId) : null,
    (key: string) => api.get<VenueVendorSettings>(key)
  )
}

/** Saves the fields (empty ones left out); 422 carries field errors from the vendor's own rules. */
export function saveVenueVendorSettings(
  vendor: string,
  locationId: number,
  values: Record<string, string>
) {
  const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))
  return api.put<VenueVendorSettings>(venueSettingsKey(vendor, locationId), body, { expect: [422] })
}
