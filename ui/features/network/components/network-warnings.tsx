import { Alert, List } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { NetworkOverview } from '../api/views'

/** The causes behind a "Warning" or "Offline" badge, in the vendor's words (ZeroTier devices are members). */
export function NetworkWarnings({ overview }: { overview: NetworkOverview }) {
  const { t } = useTranslation('network')
  const warnings = overview.warnings
  if (warnings.length === 0) return null
  const context = overview.deviceNoun === 'member' ? 'member' : undefined
  return (
    <Alert
      color={overview.status === 'offline' ? 'red' : 'yellow'}
      title={t('warnings.title')}
      role="status"
    >
      <List size="sm">
        {warnings.map((warning) => (
          <List.Item key={warning.cause}>
            {t(`warnings.${warning.cause}`, { count: warning.count, context })}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
