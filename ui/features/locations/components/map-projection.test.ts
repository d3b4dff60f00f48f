import { describe, expect, it } from 'vitest'
import {
  baseProjection,
  clampView,
  fitView,
  HOME_VIEW,
  homeBounds,
  MAP_EDGE,
  metresPerPixel,
  panBy,
  scaleBar,
  toScreen,
  zoomAt,
  zoomLimits,
  type LngLat,
  type Point,
} from './map-projection'

const size = { width: 1000, height: 600 }
/** Two venues in Hasselt, 1.14 km apart. */
const hasselt: LngLat[] = [
  [5.33778, 50.93066],
  [5.3441, 50.94012],
]

describe('homeBounds', () => {
  it('widens a city to at least 4° × 2.5° around its venues, so the map opens on the country', () => {
    const [[west, south], [east, north]] = homeBounds(hasselt)
    expect(east - west).toBeCloseTo(4)
    expect(north - south).toBeCloseTo(2.5)
    expect((west + east) / 2).toBeCloseTo((5.33778 + 5.3441) / 2)
    expect((south + north) / 2).toBeCloseTo((50.93066 + 50.94012) / 2)
  })

  it('keeps a wider spread as it is and opens on Europe when nothing has coordinates', () => {
    expect(
      homeBounds([
        [-3, 40],
        [20, 55],
      ])
    ).toEqual([
      [-3, 40],
      [20, 55],
    ])
    expect(homeBounds([])).toEqual([
      [-10, 36],
      [30, 60],
    ])
  })
})

describe('baseProjection', () => {
  const projection = baseProjection(homeBounds(hasselt), size)

  it('fits the home bounds inside the edge and keeps the compass: west left, north up', () => {
    const [[west, south], [east, north]] = homeBounds(hasselt)
    const [x0, y0] = projection([west, south])!
    const [x1, y1] = projection([east, north])!
    for (const [x, y] of [
      [x0, y0],
      [x1, y1],
    ]) {
      expect(x).toBeGreaterThanOrEqual(MAP_EDGE - 0.5)
      expect(x).toBeLessThanOrEqual(size.width - MAP_EDGE + 0.5)
      expect(y).toBeGreaterThanOrEqual(MAP_EDGE - 0.5)
      expect(y).toBeLessThanOrEqual(size.height - MAP_EDGE + 0.5)
    }
    expect(x0).toBeLessThan(x1)
    expect(y1).toBeLessThan(y0)
    expect((x0 + x1) / 2).toBeCloseTo(size.width / 2)
    expect((y0 + y1) / 2).toBeCloseTo(size.height / 2)
  })

  it('zooms from the whole world to about a metre per pixel', () => {
    const limits = zoomLimits(projection, size)
    expect(2 * Math.PI * projection.scale() * limits.min).toBeCloseTo(size.width)
    const metresAtMaxZoom = 6_378_137 / (projection.scale() * limits.max)
    expect(metresAtMaxZoom).toBeCloseTo(1)
  })
})

describe('view changes', () => {
  const projection = baseProjection(homeBounds(hasselt), size)
  const limits = zoomLimits(projection, size)

  it('zooms around the anchor: the point under the cursor stays under it', () => {
    const anchor: Point = [700, 200]
    const under = (view: typeof HOME_VIEW): Point => [
      (anchor[0] - view.x) / view.k,
      (anchor[1] - view.y) / view.k,
    ]
    const zoomed = zoomAt(HOME_VIEW, 3, anchor, limits)
    expect(zoomed.k).toBe(3)
    expect(under(zoomed)[0]).toBeCloseTo(under(HOME_VIEW)[0])
    expect(under(zoomed)[1]).toBeCloseTo(under(HOME_VIEW)[1])
    expect(zoomAt(HOME_VIEW, 1e9, anchor, limits).k).toBe(limits.max)
    expect(zoomAt(HOME_VIEW, 1e-9, anchor, limits).k).toBe(limits.min)
  })

  it('fits a group of points inside the edge, and a single point at the closest zoom', () => {
    const points = hasselt.map((lngLat) => projection(lngLat)!)
    const view = fitView(points, size, limits)
    for (const point of points) {
      const [x, y] = toScreen(view, point)
      expect(x).toBeGreaterThanOrEqual(MAP_EDGE - 0.01)
      expect(x).toBeLessThanOrEqual(size.width - MAP_EDGE + 0.01)
      expect(y).toBeGreaterThanOrEqual(MAP_EDGE - 0.01)
      expect(y).toBeLessThanOrEqual(size.height - MAP_EDGE + 0.01)
    }
    const single = fitView([points[0]!], size, limits)
    expect(single.k).toBe(limits.max)
    expect(toScreen(single, points[0]!)).toEqual([size.width / 2, size.height / 2])
  })

  it('pulls a view panned off the world back so the map stays in sight', () => {
    const lost = clampView(panBy(HOME_VIEW, 1e7, -1e7), size, projection, limits)
    const [cx, cy] = [(size.width / 2 - lost.x) / lost.k, (size.height / 2 - lost.y) / lost.k]
    const [west] = projection([-180, 0])!
    const [, northEdge] = projection([0, 85.05])!
    expect(cx).toBeCloseTo(west, 0)
    expect(cy).toBeGreaterThan(northEdge - 2)
    expect(clampView(HOME_VIEW, size, projection, limits)).toEqual(HOME_VIEW)
  })
})

describe('scale', () => {
  const projection = baseProjection(homeBounds(hasselt), size)

  it('measures the ground under one pixel at the map centre, and halves it when zoomed in twice', () => {
    // Two venues 1.14 km apart are as many pixels apart as the scale says.
    const [a, b] = hasselt.map((lngLat) => projection(lngLat)!)
    const pixels = Math.hypot(a![0] - b![0], a![1] - b![1])
    const metres = 1141 // great-circle distance between the two addresses
    expect(pixels * metresPerPixel(projection, HOME_VIEW, size)).toBeGreaterThan(metres * 0.97)
    expect(pixels * metresPerPixel(projection, HOME_VIEW, size)).toBeLessThan(metres * 1.03)
    const twice = zoomAt(HOME_VIEW, 2, [500, 300], zoomLimits(projection, size))
    expect(metresPerPixel(projection, twice, size)).toBeCloseTo(
      metresPerPixel(projection, HOME_VIEW, size) / 2
    )
  })

  it('picks a round length of 1, 2 or 5 × 10ⁿ metres that fits', () => {
    expect(scaleBar(3, 100)).toEqual({ metres: 200, pixels: 200 / 3 })
    expect(scaleBar(0.9, 100)).toEqual({ metres: 50, pixels: 50 / 0.9 })
    expect(scaleBar(150, 100)).toEqual({ metres: 10_000, pixels: 10_000 / 150 })
  })
})
