import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ClientView } from '../api/views'

const colors = { pending: 'yellow', success: 'teal', alert: 'red' } as const

export function ConfigStateBadge({ state }: { state: ClientView['configState'] }) {
  const { t } = useTranslation('network')
  if (!state) return null
  return (
    <Badge color={colors[state]} variant="dot">
      {t(`configState.${state}`)}
    </Badge>
  )
}
