import type { NetworkStatus } from '#core/locations/location_states'
import { URGENCY, type MapIndex, type MapPoint } from '#core/locations/map/map_index'
import type { NetworkWarning } from '#core/network/services/network_state'

/** The part of the world the map shows, in degrees, and its zoom (0 = the world on one 256-pixel tile). */
export interface MapArea {
  west: number
  south: number
  east: number
  north: number
  zoom: number
}

/** Up to this many venues in the area come as pins (the web map groups them itself); more come clustered. */
export const MAP_PIN_LIMIT = 500

export interface MapAnswer {
  clustered: boolean
  total: number
  unplaced: number
  bounds: [number, number, number, number] | null
  states: Partial<Record<NetworkStatus, number>>
  clusters: { lat: number; lng: number; count: number; worst: NetworkStatus; zoom: number }[]
  pins: MapPin[]
}

/** A lone venue; one that is not online names its causes as the list does (`device_noun`, `network_warnings`). */
export interface MapPin {
  id: number
  name: string
  lat: number
  lng: number
  state: NetworkStatus
  device_noun?: 'device' | 'member'
  network_warnings?: NetworkWarning[]
}

/** Beyond metre precision a coordinate only costs bytes. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5

/** The venues of the area: every pin while few, else supercluster's clusters for the zoom (lone venues as pins). */
export function mapAnswer(index: MapIndex, area: MapArea): MapAnswer {
  const bbox: [number, number, number, number] = [area.west, area.south, area.east, area.north]
  const zoom = Math.floor(area.zoom)
  const features = index.clusters.getClusters(bbox, zoom)
  const inArea = features.reduce(
    (sum, feature) => sum + ('cluster' in feature.properties ? feature.properties.point_count : 1),
    0
  )
  const clustered = inArea > MAP_PIN_LIMIT
  const shown = clustered ? features : index.clusters.getClusters(bbox, Number.POSITIVE_INFINITY)
  const answer: MapAnswer = {
    clustered,
    total: index.points.length,
    unplaced: index.unplaced,
    bounds: index.bounds,
    states: index.states,
    clusters: [],
    pins: [],
  }
  for (const feature of shown) {
    const [lng, lat] = feature.geometry.coordinates as [number, number]
    const properties = feature.properties
    if ('cluster' in properties && properties.cluster) {
      answer.clusters.push({
        lat: round(lat),
        lng: round(lng),
        count: properties.point_count,
        worst: URGENCY[properties.worst]!,
        zoom: index.clusters.getClusterExpansionZoom(properties.cluster_id),
      })
    } else {
      // The venue's own coordinates: the index's round trip through its projection blurs the last digits.
      const point = properties as MapPoint
      const pin: MapPin = {
        id: point.id,
        name: point.name,
        lat: point.lat,
        lng: point.lng,
        state: point.state,
      }
      if (point.causes) {
        pin.device_noun = point.causes.deviceNoun
        pin.network_warnings = point.causes.warnings
      }
      answer.pins.push(pin)
    }
  }
  answer.pins.sort((a, b) => a.id - b.id)
  return answer
}
