/** A thing drawn at a screen position. */
export interface Placed<T> {
  item: T
  x: number
  y: number
}

/** What the map draws: one pin, or a numbered circle standing for the pins that would overlap. */
export type MapMark<T> = ({ kind: 'pin'; item: T } | { kind: 'cluster'; items: T[] }) & {
  key: string
  x: number
  y: number
}

/** Drawn sizes in pixels: a pin's dot with its white ring, and a cluster's circle, which grows with its count. */
export const PIN_DIAMETER = 18
export function clusterDiameter(count: number) {
  return Math.round(30 + Math.min(14, Math.log2(count) * 4))
}

/** Points by grid cell, so neighbours are looked up in the 3 × 3 cells around a point instead of among all points. */
function gridOf(points: Array<{ x: number; y: number }>, cell: number) {
  const grid = new Map<string, number[]>()
  points.forEach((point, index) => {
    const key = `${Math.floor(point.x / cell)}:${Math.floor(point.y / cell)}`
    const members = grid.get(key)
    if (members) members.push(index)
    else grid.set(key, [index])
  })
  return (point: { x: number; y: number }) => {
    const [column, row] = [Math.floor(point.x / cell), Math.floor(point.y / cell)]
    return [-1, 0, 1].flatMap((dx) =>
      [-1, 0, 1].flatMap((dy) => grid.get(`${column + dx}:${row + dy}`) ?? [])
    )
  }
}

/**
 * Groups points that lie within `radius` pixels of a group's first point, in the
 * given order (so the grouping is stable while the data is); near linear for
 * thousands of locations.
 */
export function groupByDistance<T>(points: Placed<T>[], radius: number): Placed<T>[][] {
  const near = gridOf(points, radius)
  const taken = new Set<number>()
  const groups: Placed<T>[][] = []
  points.forEach((leader, index) => {
    if (taken.has(index)) return
    taken.add(index)
    const group = [leader]
    for (const other of near(leader)) {
      const candidate = points[other]!
      if (
        !taken.has(other) &&
        Math.hypot(candidate.x - leader.x, candidate.y - leader.y) <= radius
      ) {
        taken.add(other)
        group.push(candidate)
      }
    }
    groups.push(group)
  })
  return groups
}

/** A cluster is drawn larger than a pin: groups whose drawn circles still touch merge, until none do. */
export function mergeTouching<T>(groups: Placed<T>[][]): Placed<T>[][] {
  let current = groups
  for (let pass = 0; pass < 8; pass++) {
    const circles = current.map((group) => ({
      ...centreOf(group),
      diameter: group.length === 1 ? PIN_DIAMETER : clusterDiameter(group.length),
    }))
    const near = gridOf(
      circles,
      Math.max(PIN_DIAMETER, ...circles.map((circle) => circle.diameter))
    )
    const parent = circles.map((_, index) => index)
    const root = (index: number): number =>
      parent[index] === index ? index : (parent[index] = root(parent[index]!))
    let merged = false
    circles.forEach((circle, index) => {
      for (const other of near(circle)) {
        const neighbour = circles[other]!
        if (
          other > index &&
          root(other) !== root(index) &&
          Math.hypot(neighbour.x - circle.x, neighbour.y - circle.y) <
            (circle.diameter + neighbour.diameter) / 2
        ) {
          parent[root(other)] = root(index)
          merged = true
        }
      }
    })
    if (!merged) return current
    const joined = new Map<number, Placed<T>[]>()
    current.forEach((group, index) =>
      joined.set(root(index), [...(joined.get(root(index)) ?? []), ...group])
    )
    current = [...joined.values()]
  }
  return current
}

/**
 * Positions for n pins fanned out on a circle around their shared spot, far
 * enough apart (`gap` pixels between neighbours) to be told apart and clicked.
 */
export function fanOut(
  center: { x: number; y: number },
  count: number,
  gap: number
): Array<{ x: number; y: number }> {
  if (count === 1) return [center]
  const radius = Math.max(gap * 0.75, gap / (2 * Math.sin(Math.PI / count)))
  return Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / count
    return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) }
  })
}

/**
 * Pins closer than `radius` pixels merge into a cluster at their centre. At
 * the closest zoom nothing can come apart any more (two venues at one
 * address), so such pins are fanned out instead.
 */
export function markPins<T>(
  points: Placed<T>[],
  keyOf: (item: T) => string | number,
  options: { radius: number; closestZoom: boolean }
): MapMark<T>[] {
  const groups = groupByDistance(points, options.radius)
  return (options.closestZoom ? groups : mergeTouching(groups)).flatMap((group): MapMark<T>[] => {
    const leader = group[0]!
    if (group.length === 1)
      return [
        {
          kind: 'pin',
          key: `pin-${keyOf(leader.item)}`,
          item: leader.item,
          x: leader.x,
          y: leader.y,
        },
      ]
    const center = centreOf(group)
    if (options.closestZoom) {
      const spots = fanOut(center, group.length, options.radius)
      return group.map((point, index) => ({
        kind: 'pin',
        key: `pin-${keyOf(point.item)}`,
        item: point.item,
        ...spots[index]!,
      }))
    }
    return [
      {
        kind: 'cluster',
        key: `cluster-${keyOf(leader.item)}`,
        items: group.map((point) => point.item),
        ...center,
      },
    ]
  })
}

function centreOf(points: Array<{ x: number; y: number }>) {
  const sum = points.reduce((total, point) => ({ x: total.x + point.x, y: total.y + point.y }), {
    x: 0,
    y: 0,
  })
  return { x: sum.x / points.length, y: sum.y / points.length }
}
