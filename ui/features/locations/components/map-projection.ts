import { geoMercator, geoPath, type GeoProjection } from 'd3-geo'

/** [longitude, latitude] in degrees. */
export type LngLat = [number, number]
/** [x, y] in pixels. */
export type Point = [number, number]
export interface MapSize {
  width: number
  height: number
}
/** Pan and zoom over the base projection: a screen point is k · base + (x, y). */
export interface MapView {
  k: number
  x: number
  y: number
}
export interface ZoomLimits {
  min: number
  max: number
}

export const HOME_VIEW: MapView = { k: 1, x: 0, y: 0 }

/** Free space kept between the fitted locations and the map's edge. */
export const MAP_EDGE = 32
/** The home view spans at least this much (degrees of longitude, latitude), so a city's venues are shown within their country. */
const MIN_SPAN: LngLat = [4, 2.5]
/** Where the map opens when no location has coordinates. */
const EUROPE: [LngLat, LngLat] = [
  [-10, 36],
  [30, 60],
]
/** Closest zoom: about one metre per pixel, where venues on one street come apart. */
const MAX_METRES_PER_PIXEL = 1
const EARTH_RADIUS_METRES = 6_378_137

/** The south-west and north-east corners of the home view: the located pins, widened to at least MIN_SPAN. */
export function homeBounds(points: LngLat[]): [LngLat, LngLat] {
  if (points.length === 0) return EUROPE
  const lngs = points.map(([lng]) => lng)
  const lats = points.map(([, lat]) => lat)
  const widen = (min: number, max: number, span: number) => {
    const missing = Math.max(0, span - (max - min)) / 2
    return [min - missing, max + missing] as const
  }
  const [west, east] = widen(Math.min(...lngs), Math.max(...lngs), MIN_SPAN[0])
  const [south, north] = widen(Math.min(...lats), Math.max(...lats), MIN_SPAN[1])
  return [
    [west, Math.max(south, -80)],
    [east, Math.min(north, 80)],
  ]
}

/** Web-style Mercator (angles stay true, so a city looks like its street map) fitted so the home bounds fill the map. */
export function baseProjection(bounds: [LngLat, LngLat], size: MapSize): GeoProjection {
  const [[west, south], [east, north]] = bounds
  const corners = {
    type: 'MultiPoint' as const,
    coordinates: [
      [west, south],
      [east, north],
    ],
  }
  return geoMercator().fitExtent(
    [
      [MAP_EDGE, MAP_EDGE],
      [
        Math.max(MAP_EDGE + 1, size.width - MAP_EDGE),
        Math.max(MAP_EDGE + 1, size.height - MAP_EDGE),
      ],
    ],
    corners
  )
}

/** From the whole world across the map's width down to street level. */
export function zoomLimits(projection: GeoProjection, size: MapSize): ZoomLimits {
  const scale = projection.scale()
  const max = EARTH_RADIUS_METRES / (scale * MAX_METRES_PER_PIXEL)
  const min = size.width / (2 * Math.PI * scale)
  return { min: Math.min(min, 1), max: Math.max(max, 1) }
}

export function toScreen(view: MapView, [x, y]: Point): Point {
  return [view.k * x + view.x, view.k * y + view.y]
}

/** Zooms by factor while the anchor (a screen point: the cursor, the map's centre) stays where it is. */
export function zoomAt(
  view: MapView,
  factor: number,
  [ax, ay]: Point,
  limits: ZoomLimits
): MapView {
  const k = clamp(view.k * factor, limits.min, limits.max)
  const ratio = k / view.k
  return { k, x: ax - (ax - view.x) * ratio, y: ay - (ay - view.y) * ratio }
}

export function panBy(view: MapView, dx: number, dy: number): MapView {
  return { k: view.k, x: view.x + dx, y: view.y + dy }
}

/** The view that shows every given base point inside the map's edge, zoomed in no further than the limit. */
export function fitView(points: Point[], size: MapSize, limits: ZoomLimits): MapView {
  if (points.length === 0) return HOME_VIEW
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ]
  const room = (length: number) => Math.max(1, length - 2 * MAP_EDGE)
  // A zero span divides to Infinity: points at one spot get the closest zoom.
  const k = clamp(
    Math.min(room(size.width) / (maxX - minX), room(size.height) / (maxY - minY)),
    limits.min,
    limits.max
  )
  return {
    k,
    x: size.width / 2 - k * ((minX + maxX) / 2),
    y: size.height / 2 - k * ((minY + maxY) / 2),
  }
}

/** Keeps the zoom within its limits and the map's centre over the projected world, so the map cannot be lost off screen. */
export function clampView(
  view: MapView,
  size: MapSize,
  projection: GeoProjection,
  limits: ZoomLimits
): MapView {
  const k = clamp(view.k, limits.min, limits.max)
  const [[x0, y0], [x1, y1]] = geoPath(projection).bounds({ type: 'Sphere' })
  const [cx, cy] = [size.width / 2, size.height / 2]
  return {
    k,
    x: clamp(view.x, cx - k * x1, cx - k * x0),
    y: clamp(view.y, cy - k * y1, cy - k * y0),
  }
}

/** Ground distance of one screen pixel at the map's centre (Mercator stretches it by latitude). */
export function metresPerPixel(projection: GeoProjection, view: MapView, size: MapSize): number {
  const centre = projection.invert?.([
    (size.width / 2 - view.x) / view.k,
    (size.height / 2 - view.y) / view.k,
  ])
  const latitude = ((centre?.[1] ?? 0) * Math.PI) / 180
  return (EARTH_RADIUS_METRES * Math.cos(latitude)) / (projection.scale() * view.k)
}

/** The longest round distance (1, 2 or 5 × 10ⁿ metres) that fits in maxPixels, and its length on screen. */
export function scaleBar(
  metresPerPx: number,
  maxPixels: number
): { metres: number; pixels: number } {
  const most = metresPerPx * maxPixels
  const power = 10 ** Math.floor(Math.log10(most))
  const metres = [5, 2, 1].map((step) => step * power).find((length) => length <= most) ?? power
  return { metres, pixels: metres / metresPerPx }
}

/** Web maps' zoom for a view: the world is 256 · 2^zoom pixels wide there. */
export function webZoom(projection: GeoProjection, view: MapView): number {
  return Math.log2((2 * Math.PI * projection.scale() * view.k) / 256)
}

/** The view scale at which the map shows a web map zoom. */
export function scaleForZoom(projection: GeoProjection, zoom: number): number {
  return (256 * 2 ** zoom) / (2 * Math.PI * projection.scale())
}

/** The view that shows a web map zoom centred on a place. */
export function viewAt(
  projection: GeoProjection,
  size: MapSize,
  [lng, lat]: LngLat,
  zoom: number,
  limits: ZoomLimits
): MapView {
  const k = clamp(scaleForZoom(projection, zoom), limits.min, limits.max)
  const [x, y] = projection([lng, lat]) ?? [0, 0]
  return { k, x: size.width / 2 - k * x, y: size.height / 2 - k * y }
}

/** Extra room around the visible area asked for, so venues just past the edge are there when the user pans. */
const AREA_MARGIN = 0.15
const round = (degrees: number) => Math.round(degrees * 1000) / 1000

/**
 * The area a view shows (with a margin), in degrees, and its web map zoom (whole steps: the server clusters per
 * step), for asking the server for what is on screen.
 */
export function viewArea(
  projection: GeoProjection,
  view: MapView,
  size: MapSize
): { west: number; south: number; east: number; north: number; zoom: number } {
  const corner = (x: number, y: number) =>
    projection.invert?.([(x - view.x) / view.k, (y - view.y) / view.k]) ?? [0, 0]
  const [dx, dy] = [size.width * AREA_MARGIN, size.height * AREA_MARGIN]
  const [west, north] = corner(-dx, -dy)
  const [east, south] = corner(size.width + dx, size.height + dy)
  const wide = east - west >= 360
  return {
    west: wide ? -180 : round(clamp(west, -180, 180)),
    south: round(clamp(south, -85, 85)),
    east: wide ? 180 : round(clamp(east, -180, 180)),
    north: round(clamp(north, -85, 85)),
    zoom: clamp(Math.floor(webZoom(projection, view)), 0, 22),
  }
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value))
}
