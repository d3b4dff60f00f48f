import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { WebhookEndpoint } from '../api/webhooks'

const badgeStyles = { label: { color: 'var(--mantine-color-dark-9)' } }

/** Active, failing (still retried), or switched off and why. */
export function EndpointStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks')
  const state = !endpoint.enabled
    ? `disabled_${endpoint.disabledReason ?? 'manual'}`
    : endpoint.failingSince
      ? 'failing'
      : 'active'
  const color = state === 'active' ? 'teal' : state === 'failing' ? 'orange' : 'gray'
  return (
    <Badge color={color} variant="light" styles={badgeStyles}>
      {t(`endpointStates.${state}`)}
    </Badge>
  )
}

const DELIVERY_COLORS: Record<string, string> = {
  succeeded: 'teal',
  pending: 'yellow',
  failed: 'red',
}

export function DeliveryStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('webhooks')
  return (
    <Badge color={DELIVERY_COLORS[status] ?? 'gray'} variant="light" styles={badgeStyles}>
      {t(`deliveryStates.${status}`)}
    </Badge>
  )
}
