import { Text } from '@mantine/core'
import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NetworkCausesText } from '@/components/network-causes'
import type { MapSize } from './map-projection'
import { networkColor, type LocationMark } from './map-marks'

const GAP = 16
const MARGIN = 8

/** The label of the pin or cluster under the pointer or the keyboard focus, kept inside the map at any width. */
export function MapLabel({ mark, id, size }: { mark: LocationMark; id: string; size: MapSize }) {
  const { t } = useTranslation('locations')
  const ref = useRef<HTMLDivElement>(null)
  const [box, setBox] = useState({ width: 0, height: 0 })
  useLayoutEffect(() => {
    const element = ref.current
    if (element) setBox({ width: element.offsetWidth, height: element.offsetHeight })
  }, [mark.key])

  const left = clamp(mark.x - box.width / 2, MARGIN, size.width - box.width - MARGIN)
  // Above the mark when it fits, else on the side with more room; never past the map's edge.
  const fitsAbove = mark.y - GAP - box.height >= MARGIN
  const preferred = fitsAbove || mark.y > size.height / 2 ? mark.y - GAP - box.height : mark.y + GAP
  const top = clamp(preferred, MARGIN, size.height - box.height - MARGIN)
  const pins = mark.kind === 'pin' ? [mark.item] : mark.kind === 'cluster' ? mark.items : []
  const listed = size.height < 400 ? 3 : 5

  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      data-testid="map-label"
      style={{
        position: 'absolute',
        left,
        top,
        zIndex: 5,
        maxWidth: Math.min(280, size.width - 2 * MARGIN),
        padding: '6px 10px',
        borderRadius: 6,
        background: 'var(--mantine-color-body)',
        boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
        pointerEvents: 'none',
        visibility: box.width ? 'visible' : 'hidden',
      }}
    >
      {mark.kind === 'cluster' && (
        <Text size="sm" fw={700}>
          {t('map.clusterTitle', { count: pins.length })}
        </Text>
      )}
      {mark.kind === 'group' && (
        <>
          <Text size="sm" fw={700}>
            {t('map.clusterTitle', { count: mark.cluster.count })}
          </Text>
          <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span
              aria-hidden
              style={{
                flex: 'none',
                width: 10,
                height: 10,
                borderRadius: '50%',
                background: networkColor(mark.cluster.worst),
              }}
            />
            <Text size="sm">{t('map.worst', { state: t(`network.${mark.cluster.worst}`) })}</Text>
          </div>
        </>
      )}
      {pins.slice(0, listed).map((pin) => (
        <div key={pin.id}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span
              aria-hidden
              style={{
                flex: 'none',
                width: 10,
                height: 10,
                borderRadius: '50%',
                background: networkColor(pin.network_status),
              }}
            />
            <Text size="sm" fw={mark.kind === 'pin' ? 600 : 400} truncate>
              {pin.name}
            </Text>
            <Text size="sm" c="gray.7" style={{ flex: 'none' }}>
              {t(`network.${pin.network_status}`)}
            </Text>
          </div>
          {pin.network_status !== 'online' && (
            // Under the state it explains, in the list's words; indented past the dot.
            <NetworkCausesText
              warnings={pin.network_warnings}
              deviceNoun={pin.device_noun}
              c="gray.7"
              pl={16}
            />
          )}
        </div>
      ))}
      {pins.length > listed && (
        <Text size="xs" c="gray.7">
          {t('map.more', { count: pins.length - listed })}
        </Text>
      )}
      {mark.kind !== 'pin' && (
        <Text size="xs" c="gray.7">
          {t('map.clusterHint')}
        </Text>
      )}
    </div>
  )
}

function clamp(value: number, min: number, max: number) {
  return Math.max(min, Math.min(value, max))
}
