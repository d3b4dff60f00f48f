import { Badge, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ControllerStatus } from '../api/types'

const colors: Record<ControllerStatus, string> = {
  connected: 'teal',
  needs_credentials: 'orange',
  unavailable: 'red',
  failed: 'red',
  never_synced: 'gray',
}

export function ControllerStatusBadge({ status, lastError }: { status: ControllerStatus; lastError?: string | null }) {
  const { t } = useTranslation('controllers')
  const badge = (
    <Badge color={colors[status]} variant="dot">
      {t(`status.${status}`)}
    </Badge>
  )
  return lastError ? <Tooltip label={lastError}>{badge}</Tooltip> : badge
}
