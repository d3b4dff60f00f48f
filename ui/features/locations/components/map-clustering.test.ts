import { describe, expect, it } from 'vitest'
import {
  clusterDiameter,
  fanOut,
  groupByDistance,
  markPins,
  mergeTouching,
  PIN_DIAMETER,
  type Placed,
} from './map-clustering'

const at = (item: number, x: number, y: number): Placed<number> => ({ item, x, y })

describe('groupByDistance', () => {
  it('merges points within the radius of a group’s first point and leaves the others alone', () => {
    const groups = groupByDistance(
      [at(1, 100, 100), at(2, 110, 105), at(3, 300, 100), at(4, 100, 121)],
      20
    )
    expect(groups.map((group) => group.map((point) => point.item))).toEqual([[1, 2], [3], [4]])
  })

  it('finds neighbours across grid cells and in every direction', () => {
    const groups = groupByDistance([at(1, 39, 39), at(2, 41, 41), at(3, 25, 45), at(4, 55, 30)], 20)
    expect(groups.map((group) => group.map((point) => point.item).sort())).toEqual([[1, 2, 3, 4]])
  })

  it('handles thousands of points quickly and loses none', () => {
    const points = Array.from({ length: 5000 }, (_, index) =>
      at(index, (index * 37) % 1000, (index * 91) % 600)
    )
    const started = performance.now()
    const groups = groupByDistance(points, 22)
    expect(performance.now() - started).toBeLessThan(500)
    expect(
      groups
        .flat()
        .map((point) => point.item)
        .sort((a, b) => a - b)
    ).toEqual(points.map((point) => point.item))
  })
})

describe('markPins', () => {
  const points = [at(1, 100, 100), at(2, 104, 100), at(3, 100, 106), at(4, 400, 300)]

  it('turns overlapping pins into one cluster at their centre, with its members', () => {
    const marks = markPins(points, (id) => id, { radius: 22, closestZoom: false })
    expect(marks).toEqual([
      { kind: 'cluster', key: 'cluster-1', items: [1, 2, 3], x: 304 / 3, y: 102 },
      { kind: 'pin', key: 'pin-4', item: 4, x: 400, y: 300 },
    ])
  })

  it('fans pins out at the closest zoom, where zooming cannot separate them (one address, two venues)', () => {
    const marks = markPins([at(1, 200, 200), at(2, 200, 200), at(3, 500, 200)], (id) => id, {
      radius: 22,
      closestZoom: true,
    })
    expect(marks.map((mark) => mark.kind)).toEqual(['pin', 'pin', 'pin'])
    const [first, second] = marks
    expect(Math.hypot(first!.x - second!.x, first!.y - second!.y)).toBeGreaterThanOrEqual(22)
    expect((first!.x + second!.x) / 2).toBeCloseTo(200)
  })
})

describe('mergeTouching', () => {
  it('lets a pin that touches a cluster’s larger circle join it, and leaves pins that only come near alone', () => {
    const cluster = [at(1, 100, 100), at(2, 120, 100)]
    const touching = at(3, 110 + clusterDiameter(2) / 2 + PIN_DIAMETER / 2 - 1, 100)
    const apart = at(4, 110 + clusterDiameter(2) / 2 + PIN_DIAMETER / 2 + 1, 140)
    const merged = mergeTouching([cluster, [touching]])
    expect(merged.map((group) => group.map((point) => point.item))).toEqual([[1, 2, 3]])
    expect(mergeTouching([cluster, [apart]])).toHaveLength(2)
  })

  it('merges again when a grown cluster reaches the next one (a row of venues along a street)', () => {
    const street = Array.from({ length: 8 }, (_, index) => at(index, 100 + index * 12, 100))
    const marks = markPins(street, (id) => id, { radius: 22, closestZoom: false })
    expect(marks).toHaveLength(1)
    expect(marks[0]).toMatchObject({ kind: 'cluster', items: [0, 1, 2, 3, 4, 5, 6, 7] })
  })
})

describe('fanOut', () => {
  it('puts neighbours at least the gap apart around the centre', () => {
    for (const count of [2, 3, 8, 20]) {
      const spots = fanOut({ x: 0, y: 0 }, count, 22)
      expect(spots).toHaveLength(count)
      spots.forEach((spot, index) => {
        const next = spots[(index + 1) % count]!
        expect(Math.hypot(spot.x - next.x, spot.y - next.y)).toBeGreaterThanOrEqual(22 - 1e-9)
      })
    }
    expect(fanOut({ x: 5, y: 6 }, 1, 22)).toEqual([{ x: 5, y: 6 }])
  })
})
