import { Skeleton } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { mapHeightFor } from './map-size'
import type { LocationsMapProps } from './map-view'

// The map, its projection code and the world atlas are fetched only when the map view is opened.
const LocationsMapView = lazy(() => import('./map-view'))

/** The locations browser's map view: see map-view.tsx. */
export function LocationsMap(props: LocationsMapProps) {
  return (
    <Suspense fallback={<Skeleton height={mapHeightFor(800)} />}>
      <LocationsMapView {...props} />
    </Suspense>
  )
}
