import { Badge, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CONTROLLER_STATUS_COLORS } from '@/lib/controllers/controller-status'
import type { ControllerStatus } from '@/features/network/api/views'

export function ControllerStatusBadge({
  status,
  lastError,
}: {
  status: ControllerStatus
  lastError?: string | null
}) {
  const { t } = useTranslation('controllers')
  const badge = (
    <Badge color={CONTROLLER_STATUS_COLORS[status]} variant="dot">
      {t(`status.${status}`)}
    </Badge>
  )
  return lastError ? <Tooltip label={lastError}>{badge}</Tooltip> : badge
}
