import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { DeviceGroupView, DeviceState, NetworkStatus, SignalQuality } from '../api/views'

const networkColors: Record<NetworkStatus, string> = {
  online: 'teal',
  offline: 'red',
  warning: 'yellow',
  not_configured: 'gray',
  no_devices: 'gray',
  failover: 'orange',
}

export function NetworkStatusBadge({ status }: { status: NetworkStatus }) {
  const { t } = useTranslation('network')
  return (
    <Badge color={networkColors[status]} size="lg" variant="dot">
      {t(`status.${status}`)}
    </Badge>
  )
}

const deviceColors: Record<DeviceState, string> = {
  online: 'teal',
  offline: 'red',
  rebooting: 'orange',
  upgrading: 'blue',
  pending: 'gray',
  unknown: 'gray',
}

export function DeviceStateBadge({ state }: { state: DeviceState }) {
  const { t } = useTranslation('network')
  return (
    <Badge color={deviceColors[state]} variant="dot">
      {t(`deviceState.${state}`)}
    </Badge>
  )
}

const signalColors: Record<SignalQuality, string> = {
  excellent: 'teal',
  good: 'green',
  fair: 'yellow',
  poor: 'orange',
  unstable: 'red',
}

export function SignalBadge({ signal, dbm }: { signal: SignalQuality; dbm: number | null }) {
  const { t } = useTranslation('network')
  return (
    <Badge
      color={signalColors[signal]}
      variant="dot"
      title={dbm === null ? undefined : `${dbm} dBm`}
    >
      {t(`signal.${signal}`)}
    </Badge>
  )
}

const healthColors: Record<DeviceGroupView['health'], string> = {
  online: 'teal',
  warning: 'yellow',
  offline: 'red',
}

export function HealthBadge({ health }: { health: DeviceGroupView['health'] }) {
  const { t } = useTranslation('network')
  return (
    <Badge color={healthColors[health]} variant="dot">
      {t(`health.${health}`)}
    </Badge>
  )
}
