import { Alert, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SyncSummary } from '../api/types'

export function SyncSummaryView({ summary }: { summary: SyncSummary }) {
  const { t } = useTranslation('controllers')
  const failed = summary.failures.length > 0 || summary.status !== 'connected'
  return (
    <Alert color={failed ? 'orange' : 'teal'} role="status" title={t('sync.done')}>
      <Text size="sm">
        {t('sync.counts', {
          sites: summary.sites,
          bound: summary.boundSites,
          devices: summary.devices,
          clients: summary.clients,
          seconds: (summary.durationMs / 1000).toFixed(1),
        })}
      </Text>
      {summary.failures.length > 0 && (
        <List size="sm" mt="xs">
          {summary.failures.map((failure, index) => (
            <List.Item key={`${failure.siteId}-${index}`}>
              {failure.siteId ?? t('sync.controller')}: {failure.message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  )
}
