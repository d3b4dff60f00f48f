import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { NetworkStatus } from '../api/types'
import { networkColor } from './map-marks'
import { NETWORK_COLORS } from './status-badges'

/** The network states present on the map, in the badges' order, each with its colour and how many venues have it. */
export function MapLegend({ states: given }: { states: Partial<Record<NetworkStatus, number>> }) {
  const { t } = useTranslation('locations')
  const counts = new Map(
    Object.entries(given).filter(([, count]) => count) as Array<[NetworkStatus, number]>
  )
  const states = (Object.keys(NETWORK_COLORS) as NetworkStatus[]).filter((state) =>
    counts.has(state)
  )
  if (states.length === 0) return null
  return (
    <Group gap="xs" align="center" wrap="wrap" data-testid="map-legend">
      <Text size="sm" fw={600} id="map-legend-title">
        {t('map.legend')}
      </Text>
      <Group
        component="ul"
        aria-labelledby="map-legend-title"
        gap="md"
        wrap="wrap"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {states.map((state) => (
          <Group component="li" key={state} gap={6} wrap="nowrap" data-network={state}>
            <span
              aria-hidden
              style={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                background: networkColor(state),
                boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.3)',
              }}
            />
            <Text size="sm">{t(`network.${state}`)}</Text>
            <Text size="sm" fw={700} data-testid="legend-count">
              {counts.get(state)}
            </Text>
          </Group>
        ))}
      </Group>
    </Group>
  )
}
