import { createHash } from 'node:crypto'
import Supercluster from 'supercluster'
import type { NetworkStatus } from '#core/locations/location_states'
import type { NetworkCauses } from '#core/network/queries/network_causes'

/** A venue on the map: only what a pin draws and labels. */
export interface MapPoint {
  id: number
  name: string
  state: NetworkStatus
  lat: number
  lng: number
  /** Why a venue that is not online is so (issue 32), as the list says it; absent when there is nothing to name. */
  causes?: NetworkCauses
}

/** What a cluster carries besides its count: the rank of its most pressing member's state. */
interface ClusterSummary {
  worst: number
}

/** Most pressing first: a cluster takes the state of its worst member, so trouble shows from afar. */
export const URGENCY: readonly NetworkStatus[] = [
  'offline',
  'failover',
  'warning',
  'not_configured',
  'no_devices',
  'online',
]

const rank = (state: NetworkStatus) => {
  const found = URGENCY.indexOf(state)
  return found === -1 ? URGENCY.length - 1 : found
}

/** One visibility scope's venues, indexed once: clusters for any area and zoom come from the index. */
export interface MapIndex {
  points: MapPoint[]
  clusters: Supercluster<MapPoint, ClusterSummary>
  unplaced: number
  /** Counts per network state over every located venue of the scope (the legend). */
  states: Partial<Record<NetworkStatus, number>>
  /** [west, south, east, north] of the located venues; null when none has coordinates. */
  bounds: [number, number, number, number] | null
}

/** Pins nearer than this (pixels, on 256-pixel tiles) merge; the web map merges at 22 px. */
const RADIUS_PX = 22
const EXTENT = 512

export function buildMapIndex(points: MapPoint[], unplaced: number): MapIndex {
  const clusters = new Supercluster<MapPoint, ClusterSummary>({
    radius: (RADIUS_PX * EXTENT) / 256,
    extent: EXTENT,
    maxZoom: 17,
    map: (point) => ({ worst: rank(point.state) }),
    reduce: (summary, other) => {
      summary.worst = Math.min(summary.worst, other.worst)
    },
  })
  clusters.load(
    points.map((point) => ({
      type: 'Feature' as const,
      properties: point,
      geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
    }))
  )
  const states: Partial<Record<NetworkStatus, number>> = {}
  let bounds: MapIndex['bounds'] = null
  for (const point of points) {
    states[point.state] = (states[point.state] ?? 0) + 1
    bounds = bounds
      ? [
          Math.min(bounds[0], point.lng),
          Math.min(bounds[1], point.lat),
          Math.max(bounds[2], point.lng),
          Math.max(bounds[3], point.lat),
        ]
      : [point.lng, point.lat, point.lng, point.lat]
  }
  return { points, clusters, unplaced, states, bounds }
}

/*
 * The indexes of the scopes asked for lately, in this process. An entry is used while it is younger than TTL_MS and
 * no venue or customer was saved since it was built in this process (`mapDataChanged`); writes that bypass those
 * (and writes in other processes) show once the entry expires. Up to twice the TTL an expired entry is still served
 * while its successor is built in the background, so a busy map never waits for a rebuild; past that, callers wait
 * for the fresh one. The key is the visible query's SQL and bindings, so a caller whose grants changed gets another
 * key.
 */
const TTL_MS = 15_000
const MAX_SCOPES = 64
interface Entry {
  index: Promise<MapIndex>
  version: number
  at: number
  refreshing?: boolean
}
const cache = new Map<string, Entry>()
let version = 0

/** Forgets every cached index: call after venues' positions, states, lifecycle or customers change. */
export function mapDataChanged() {
  version++
  cache.clear()
}

/** The same once the transaction commits (a request in between would otherwise cache the old rows again). */
export function mapDataChangedAfter(
  trx?: { after(event: 'commit', handler: () => void): void } | null
) {
  if (trx) trx.after('commit', mapDataChanged)
  else mapDataChanged()
}

export function mapScopeKey(sql: string, bindings: readonly unknown[]) {
  return createHash('sha1')
    .update(sql)
    .update('\u0000')
    .update(JSON.stringify(bindings))
    .digest('hex')
}

function remember(key: string, load: () => Promise<MapIndex>): Entry {
  const entry: Entry = { index: load(), version, at: Date.now() }
  entry.index.catch(() => {
    if (cache.get(key) === entry) cache.delete(key)
  })
  cache.delete(key)
  cache.set(key, entry)
  while (cache.size > MAX_SCOPES) cache.delete(cache.keys().next().value!)
  return entry
}

/** The scope's index: the cached one while fresh, else built once (concurrent callers share the build). */
export function cachedMapIndex(key: string, load: () => Promise<MapIndex>): Promise<MapIndex> {
  const known = cache.get(key)
  if (!known || known.version !== version) return remember(key, load).index
  const age = Date.now() - known.at
  if (age >= 2 * TTL_MS) return remember(key, load).index
  if (age >= TTL_MS && !known.refreshing) {
    known.refreshing = true
    const next = load()
    next.then(
      () => {
        // Only if nothing changed meanwhile: a change cleared the cache, and this build may predate it.
        if (cache.get(key) === known) remember(key, () => next)
      },
      () => (known.refreshing = false)
    )
  }
  // Most recently used last: the oldest scope is the one evicted.
  cache.delete(key)
  cache.set(key, known)
  return known.index
}
