import { Box, Stack, Text } from '@mantine/core'
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocationPin, MapArea, MapCluster } from '../api/location-map'
import type { NetworkStatus } from '../api/types'
import { markPins, type Placed } from './map-clustering'
import { MapControls } from './map-controls'
import { MapLabel } from './map-label'
import { MapLegend } from './map-legend'
import { MapMarks, type GroupMark, type LocationMark } from './map-marks'
import { MapOutlines } from './map-outlines'
import { MapScale } from './map-scale'
import {
  baseProjection,
  clampView,
  fitView,
  HOME_VIEW,
  homeBounds,
  panBy,
  toScreen,
  viewArea,
  viewAt,
  zoomAt,
  zoomLimits,
  type MapView as View,
  type Point,
} from './map-projection'
import { useMapSize } from './map-size'
import { useMapGestures } from './use-map-gestures'

export interface LocationsMapProps {
  /** The venues drawn one by one (the map groups the ones that would overlap). */
  pins: LocationPin[]
  /** Clusters the server made for the area asked for. */
  clusters?: MapCluster[]
  /** [west, south, east, north] of every venue, also those outside the area: the home view. Default: the pins'. */
  bounds?: [number, number, number, number] | null
  /** Venues per network state for the legend. Default: the pins'. */
  states?: Partial<Record<NetworkStatus, number>>
  /** Venues without coordinates. Default: the pins without. */
  unplaced?: number
  /** Called (debounced) with the area the map shows after it moves, to ask the server for what is there. */
  onArea?: (area: MapArea) => void
  onOpen: (id: number) => void
}

type LocatedPin = LocationPin & { lat: number; lng: number }

/** Pins nearer than this (pixels) would overlap their click targets, so they merge into a cluster. */
const CLUSTER_RADIUS = 22
const KEY_PAN = 80
/** The map asks for its new area once the user paused panning or zooming this long. */
export const AREA_DELAY_MS = 250

/** The locations on a base map of country outlines, with pan and zoom, clusters, labels and a legend. */
export default function LocationsMapView({
  pins,
  clusters = [],
  bounds,
  states,
  unplaced,
  onArea,
  onOpen,
}: LocationsMapProps) {
  const { t } = useTranslation('locations')
  const [frameRef, size] = useMapSize<HTMLDivElement>()
  const labelId = useId()
  const located = useMemo(
    () => pins.filter((pin): pin is LocatedPin => pin.lat !== null && pin.lng !== null),
    [pins]
  )

  // Keyed on the bounds, not the array: a refetch with the same pins keeps the user's pan and zoom.
  const boundsKey = homeBounds(
    bounds === undefined
      ? located.map((pin) => [pin.lng, pin.lat])
      : bounds
        ? [
            [bounds[0], bounds[1]],
            [bounds[2], bounds[3]],
          ]
        : []
  )
    .flat()
    .join(',')
  const projection = useMemo(() => {
    const [west, south, east, north] = boundsKey.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ]
    return baseProjection(
      [
        [west, south],
        [east, north],
      ],
      size
    )
  }, [boundsKey, size.width, size.height])
  const limits = useMemo(() => zoomLimits(projection, size), [projection])
  const [state, setState] = useState({ projection, view: HOME_VIEW })
  const view = state.projection === projection ? state.view : HOME_VIEW
  const change = (next: (current: View) => View) =>
    setState((previous) => ({
      projection,
      view: clampView(
        next(previous.projection === projection ? previous.view : HOME_VIEW),
        size,
        projection,
        limits
      ),
    }))

  const base = useMemo(
    () =>
      located.map((pin) => ({ pin, point: (projection([pin.lng, pin.lat]) ?? [0, 0]) as Point })),
    [located, projection]
  )
  const marks = useMemo(() => {
    const placed: Placed<LocationPin>[] = base.map(({ pin, point }) => {
      const [x, y] = toScreen(view, point)
      return { item: pin, x, y }
    })
    const all = markPins(placed, (pin) => pin.id, {
      radius: CLUSTER_RADIUS,
      closestZoom: view.k >= limits.max * 0.999,
    })
    const groups: GroupMark[] = clusters.map((cluster) => {
      const [x, y] = toScreen(view, (projection([cluster.lng, cluster.lat]) ?? [0, 0]) as Point)
      return { kind: 'group', key: `group:${cluster.lat},${cluster.lng}`, x, y, cluster }
    })
    return [...all, ...groups].filter(
      (mark) =>
        mark.x > -CLUSTER_RADIUS &&
        mark.x < size.width + CLUSTER_RADIUS &&
        mark.y > -CLUSTER_RADIUS &&
        mark.y < size.height + CLUSTER_RADIUS
    )
  }, [base, clusters, projection, view, limits, size.width, size.height])

  // Ask for what is in sight once the map rests: the server sends the venues there, clustered when many.
  const areaKey = JSON.stringify(viewArea(projection, view, size))
  useEffect(() => {
    if (!onArea) return
    const timer = setTimeout(() => onArea(JSON.parse(areaKey) as MapArea), AREA_DELAY_MS)
    return () => clearTimeout(timer)
  }, [areaKey, onArea])

  const [active, setActive] = useState<string | null>(null)
  const activeMark = marks.find((mark) => mark.key === active)
  const center: Point = [size.width / 2, size.height / 2]

  useMapGestures(frameRef, {
    zoom: (factor, anchor) => change((current) => zoomAt(current, factor, anchor, limits)),
    pan: (dx, dy) => change((current) => panBy(current, dx, dy)),
  })

  const openCluster = (mark: LocationMark & { kind: 'cluster' }) => {
    const members = new Set(mark.items.map((pin) => pin.id))
    change(() =>
      fitView(
        base.filter(({ pin }) => members.has(pin.id)).map(({ point }) => point),
        size,
        limits
      )
    )
    setActive(null)
    // The clicked cluster is gone: keep the keyboard on the map rather than lose focus to the page.
    frameRef.current?.focus()
  }

  const openGroup = (mark: GroupMark) => {
    const { lng, lat, zoom } = mark.cluster
    change(() => viewAt(projection, size, [lng, lat], zoom, limits))
    setActive(null)
    frameRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const moves: Record<string, () => void> = {
      'ArrowLeft': () => change((current) => panBy(current, KEY_PAN, 0)),
      'ArrowRight': () => change((current) => panBy(current, -KEY_PAN, 0)),
      'ArrowUp': () => change((current) => panBy(current, 0, KEY_PAN)),
      'ArrowDown': () => change((current) => panBy(current, 0, -KEY_PAN)),
      '+': () => change((current) => zoomAt(current, 2, center, limits)),
      '=': () => change((current) => zoomAt(current, 2, center, limits)),
      '-': () => change((current) => zoomAt(current, 0.5, center, limits)),
      '0': () => change(() => HOME_VIEW),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  const legend = useMemo(() => {
    if (states) return states
    const counts: Partial<Record<NetworkStatus, number>> = {}
    for (const pin of located) counts[pin.network_status] = (counts[pin.network_status] ?? 0) + 1
    return counts
  }, [states, located])
  const withoutPlace = unplaced ?? pins.length - located.length
  return (
    <Stack gap="xs">
      <Box
        ref={frameRef}
        role="group"
        aria-label={t('map.viewport')}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="locations-map"
        data-zoom={view.k.toFixed(2)}
        style={{
          position: 'relative',
          width: '100%',
          height: size.height,
          overflow: 'hidden',
          borderRadius: 8,
          border: '1px solid var(--mantine-color-gray-4)',
          touchAction: 'none',
          userSelect: 'none',
          cursor: 'grab',
        }}
      >
        <MapOutlines projection={projection} size={size} view={view} />
        <MapScale projection={projection} view={view} size={size} />
        <MapMarks
          marks={marks}
          active={active}
          labelId={labelId}
          onActivate={setActive}
          onOpenPin={onOpen}
          onOpenCluster={openCluster}
          onOpenGroup={openGroup}
        />
        {activeMark && <MapLabel key={activeMark.key} mark={activeMark} id={labelId} size={size} />}
        <MapControls
          onZoomIn={() => change((current) => zoomAt(current, 2, center, limits))}
          onZoomOut={() => change((current) => zoomAt(current, 0.5, center, limits))}
          onShowAll={() => change(() => HOME_VIEW)}
        />
      </Box>
      <MapLegend states={legend} />
      {withoutPlace > 0 && (
        <Text size="sm" c="dimmed">
          {t('map.unplaced', { count: withoutPlace })}
        </Text>
      )}
    </Stack>
  )
}
