import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { MailStatus } from '../api/admin-mails'

const COLORS: Record<MailStatus, string> = {
  queued: 'gray',
  sent: 'green',
  stored: 'blue',
  failed: 'red',
}

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('system')
  return (
    <Badge color={COLORS[status]} variant="light" autoContrast>
      {t(`outbox.statuses.${status}`)}
    </Badge>
  )
}
