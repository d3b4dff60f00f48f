import type { GeoProjection } from 'd3-geo'
import { useTranslation } from 'react-i18next'
import { metresPerPixel, scaleBar, type MapSize, type MapView } from './map-projection'

const MAX_BAR = 100

/** A scale bar in the corner: with no streets on the base map, it tells how far apart close venues are. */
export function MapScale({
  projection,
  view,
  size,
}: {
  projection: GeoProjection
  view: MapView
  size: MapSize
}) {
  const { i18n } = useTranslation()
  const { metres, pixels } = scaleBar(metresPerPixel(projection, view, size), MAX_BAR)
  const number = new Intl.NumberFormat(i18n.language)
  const label = metres >= 1000 ? `${number.format(metres / 1000)} km` : `${number.format(metres)} m`
  return (
    <div
      data-testid="map-scale"
      style={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        zIndex: 1,
        pointerEvents: 'none',
        fontSize: 12,
        color: 'var(--mantine-color-dark-9)',
      }}
    >
      <div
        style={{
          background: 'rgba(255, 255, 255, 0.8)',
          padding: '0 4px',
          borderRadius: 2,
          display: 'inline-block',
        }}
      >
        {label}
      </div>
      <div
        style={{
          width: pixels,
          height: 6,
          border: '2px solid var(--mantine-color-dark-7)',
          borderTop: 'none',
        }}
      />
    </div>
  )
}
