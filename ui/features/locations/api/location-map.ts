import useSWR from 'swr'
import type { ApiResponse } from '@airdeck/api-types'
import type { NetworkCause } from '@/components/network-causes'
import { api } from '@/lib/api/api-client'
import { definedParams } from '@/lib/api/http'
import type { LocationFilters, LocationStatus, NetworkStatus } from './types'

/** A venue as the map draws it (also the sales visits, which colour their pins the same way). */
export interface LocationPin {
  id: number
  name: string
  status?: LocationStatus
  network_status: NetworkStatus
  lat: number | null
  lng: number | null
  /** Why a venue that is not online is so, as the venues list says it (issue 32). */
  device_noun?: 'device' | 'member'
  network_warnings?: NetworkCause[]
}

/** The part of the world the map shows, and its zoom as web maps count it (0 = the world on 256 pixels). */
export interface MapArea {
  west: number
  south: number
  east: number
  north: number
  zoom: number
}

/** Venues the server grouped because the area holds too many to send one by one. */
export interface MapCluster {
  lat: number
  lng: number
  count: number
  worst: NetworkStatus
  /** The zoom at which the cluster comes apart. */
  zoom: number
}

type AreaAnswer = Extract<ApiResponse<'GET /rest/locations/map'>, { clustered: boolean }>

/**
 * GET /locations/map for an area: pins while few, else the server's clusters; totals over every area. As declared
 * by the server, with the two fields its schema cannot say exactly (a 4-number box, counts per state).
 */
export interface MapAnswer extends Omit<AreaAnswer, 'bounds' | 'states'> {
  bounds: [number, number, number, number] | null
  states: Partial<Record<NetworkStatus, number>>
}

/** Before the map has measured itself it asks for the whole world: the answer's bounds give the first view. */
export const WHOLE_WORLD: MapArea = { west: -180, south: -85, east: 180, north: 85, zoom: 1 }

export const locationMapKey = (filters: LocationFilters, area: MapArea) =>
  ['/locations/map', definedParams({ ...filters, page: undefined, ...area })] as const

/** The map's venues for the area it shows; the previous answer stays drawn while the next one loads. */
export function useLocationMap(filters: LocationFilters, enabled: boolean, area: MapArea | null) {
  return useSWR(
    enabled ? locationMapKey(filters, area ?? WHOLE_WORLD) : null,
    ([path, params]) => api.get<MapAnswer>(path, { params }),
    { keepPreviousData: true }
  )
}

export function pinsOf(answer: MapAnswer): LocationPin[] {
  return answer.pins.map((pin) => ({
    id: pin.id,
    name: pin.name,
    network_status: pin.state,
    lat: pin.lat,
    lng: pin.lng,
    device_noun: pin.device_noun,
    network_warnings: pin.network_warnings,
  }))
}
