import { geoPath, type GeoProjection } from 'd3-geo'
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useCountryOutlines } from './map-atlas'
import type { MapSize, MapView } from './map-projection'

/**
 * The base map: sea, and every country filled and outlined. The paths are
 * drawn once per projection; pan and zoom only move the group, with strokes
 * that keep their width at any zoom.
 */
export function MapOutlines({
  projection,
  size,
  view,
}: {
  projection: GeoProjection
  size: MapSize
  view: MapView
}) {
  const { t } = useTranslation('locations')
  return (
    <svg
      role="img"
      aria-label={t('map.label')}
      width={size.width}
      height={size.height}
      viewBox={`0 0 ${size.width} ${size.height}`}
      style={{ position: 'absolute', inset: 0, display: 'block' }}
    >
      <rect width={size.width} height={size.height} fill="var(--mantine-color-blue-1)" />
      <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
        <CountryPaths projection={projection} />
      </g>
    </svg>
  )
}

const CountryPaths = memo(function CountryPathsLayer({
  projection,
}: {
  projection: GeoProjection
}) {
  const outlines = useCountryOutlines()
  const paths = useMemo(() => {
    const draw = geoPath(projection)
    return (outlines ?? []).map((country, index) => ({
      key: `${index}-${country.properties.name}`,
      name: country.properties.name,
      d: draw(country) ?? '',
    }))
  }, [outlines, projection])
  return (
    <g
      data-layer="countries"
      fill="var(--mantine-color-gray-0)"
      stroke="var(--mantine-color-gray-6)"
      strokeWidth={0.8}
      strokeLinejoin="round"
    >
      {paths.map(({ key, name, d }) => (
        <path key={key} d={d} data-country={name} vectorEffect="non-scaling-stroke" />
      ))}
    </g>
  )
})
