import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocationPin, MapCluster } from '../api/location-map'
import type { NetworkStatus } from '../api/types'
import { clusterDiameter, type MapMark } from './map-clustering'
import { NETWORK_COLORS } from './status-badges'

/** A cluster the server made (the area held too many venues to send): a count and its worst state, no members. */
export interface GroupMark {
  kind: 'group'
  key: string
  x: number
  y: number
  cluster: MapCluster
}

export type LocationMark = MapMark<LocationPin> | GroupMark

/** A cluster takes the colour of its most pressing member: what needs attention shows from afar. */
const URGENCY: NetworkStatus[] = [
  'offline',
  'failover',
  'warning',
  'not_configured',
  'no_devices',
  'online',
]

export function networkColor(state: NetworkStatus) {
  return `var(--mantine-color-${NETWORK_COLORS[state] ?? 'gray'}-6)`
}

export function mostUrgent(pins: LocationPin[]): NetworkStatus {
  return URGENCY.find((state) => pins.some((pin) => pin.network_status === state)) ?? 'no_devices'
}

interface MarksProps {
  marks: LocationMark[]
  active: string | null
  labelId: string
  onActivate: (key: string | null) => void
  onOpenPin: (id: number) => void
  onOpenCluster: (mark: LocationMark & { kind: 'cluster' }) => void
  onOpenGroup: (mark: GroupMark) => void
}

/** The pins and clusters over the base map: real buttons, so they are reached with Tab and opened with Enter. */
export function MapMarks({
  marks,
  active,
  labelId,
  onActivate,
  onOpenPin,
  onOpenCluster,
  onOpenGroup,
}: MarksProps) {
  const { t } = useTranslation('locations')
  return (
    <div data-layer="pins">
      {marks.map((mark) => {
        const shared = {
          'type': 'button' as const,
          'aria-describedby': active === mark.key ? labelId : undefined,
          'onMouseEnter': () => onActivate(mark.key),
          'onMouseLeave': () => onActivate(null),
          'onFocus': () => onActivate(mark.key),
          'onBlur': () => onActivate(null),
        }
        if (mark.kind === 'pin') {
          return (
            <button
              key={mark.key}
              {...shared}
              data-testid={`pin-${mark.item.id}`}
              data-network={mark.item.network_status}
              aria-label={t('map.pin', {
                name: mark.item.name,
                state: t(`network.${mark.item.network_status}`),
              })}
              onClick={() => onOpenPin(mark.item.id)}
              style={markStyle(mark, 24, active === mark.key)}
            >
              <span style={dotStyle(networkColor(mark.item.network_status))} />
            </button>
          )
        }
        if (mark.kind === 'group') {
          const { count, worst } = mark.cluster
          return (
            <button
              key={mark.key}
              {...shared}
              data-testid="map-cluster"
              data-count={count}
              data-worst={worst}
              aria-label={t('map.cluster', { count })}
              onClick={() => onOpenGroup(mark)}
              style={{
                ...markStyle(mark, clusterDiameter(count), active === mark.key),
                ...clusterStyle(networkColor(worst)),
              }}
            >
              {count}
            </button>
          )
        }
        const diameter = clusterDiameter(mark.items.length)
        return (
          <button
            key={mark.key}
            {...shared}
            data-testid="map-cluster"
            data-count={mark.items.length}
            aria-label={t('map.cluster', { count: mark.items.length })}
            onClick={() => onOpenCluster(mark)}
            style={{
              ...markStyle(mark, diameter, active === mark.key),
              ...clusterStyle(networkColor(mostUrgent(mark.items))),
            }}
          >
            {mark.items.length}
          </button>
        )
      })}
    </div>
  )
}

function markStyle(mark: LocationMark, size: number, active: boolean): CSSProperties {
  return {
    position: 'absolute',
    left: mark.x - size / 2,
    top: mark.y - size / 2,
    width: size,
    height: size,
    padding: 0,
    border: 'none',
    borderRadius: '50%',
    background: 'transparent',
    display: 'grid',
    placeItems: 'center',
    cursor: 'pointer',
    zIndex: active ? 2 : 1,
    transform: active ? 'scale(1.25)' : undefined,
  }
}

function dotStyle(color: string): CSSProperties {
  return {
    width: 14,
    height: 14,
    borderRadius: '50%',
    background: color,
    border: '2px solid white',
    boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.45)',
  }
}

function clusterStyle(color: string): CSSProperties {
  return {
    background: 'white',
    border: `4px solid ${color}`,
    boxShadow: '0 1px 3px rgba(0, 0, 0, 0.35)',
    color: 'var(--mantine-color-dark-9)',
    fontWeight: 700,
    fontSize: 13,
    lineHeight: 1,
  }
}
