import { Box, Text, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { LocationPin } from '../api/location-map'
import { NETWORK_COLORS } from './status-badges'

const WIDTH = 800
const HEIGHT = 480
const PADDING = 24

/**
 * The locations as dots on a plain projection of their coordinates (no map
 * tiles: the server has no internet). Longitude is scaled by cos(latitude)
 * so distances look right at European latitudes.
 */
export function projectPins(pins: LocationPin[]) {
  const located = pins.filter((pin): pin is LocationPin & { lat: number; lng: number } => pin.lat !== null && pin.lng !== null)
  if (located.length === 0) return []
  const midLat = located.reduce((sum, pin) => sum + pin.lat, 0) / located.length
  const scaleX = Math.cos((midLat * Math.PI) / 180)
  const xs = located.map((pin) => pin.lng * scaleX)
  const ys = located.map((pin) => pin.lat)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const span = Math.max(maxX - minX, maxY - minY, 0.01)
  const scale = Math.min((WIDTH - 2 * PADDING) / span, (HEIGHT - 2 * PADDING) / span)
  return located.map((pin, index) => ({
    pin,
    x: PADDING + (xs[index]! - minX) * scale + (WIDTH - 2 * PADDING - (maxX - minX) * scale) / 2,
    y: HEIGHT - PADDING - (ys[index]! - minY) * scale - (HEIGHT - 2 * PADDING - (maxY - minY) * scale) / 2,
  }))
}

export function LocationsMap({ pins, onOpen }: { pins: LocationPin[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('locations')
  const points = projectPins(pins)
  const unplaced = pins.length - points.length
  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('map.label')} style={{ width: '100%', background: 'var(--mantine-color-gray-0)', borderRadius: 8 }}>
        {points.map(({ pin, x, y }) => (
          <Tooltip key={pin.id} label={`${pin.name} · ${t(`network.${pin.network_status}`)}`} withinPortal>
            <circle
              cx={x}
              cy={y}
              r={7}
              fill={`var(--mantine-color-${NETWORK_COLORS[pin.network_status] ?? 'gray'}-6)`}
              stroke="white"
              strokeWidth={2}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(pin.id)}
              data-testid={`pin-${pin.id}`}
            >
              <title>{pin.name}</title>
            </circle>
          </Tooltip>
        ))}
      </svg>
      {unplaced > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('map.unplaced', { count: unplaced })}
        </Text>
      )}
    </Box>
  )
}
