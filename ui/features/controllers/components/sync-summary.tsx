import { Alert, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SyncSummary } from '@/features/network/api/views'

export function SyncSummaryView({ summary }: { summary: SyncSummary }) {
  const { t, i18n } = useTranslation('controllers')
  // One decimal, with the language's decimal mark ("0,8 s" in French, Dutch and German).
  const seconds = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(summary.durationMs / 1000)
  const failed = summary.failures.length > 0 || summary.status !== 'connected'
  return (
    <Alert color={failed ? 'orange' : 'teal'} role="status" title={t('sync.done')}>
      <Text size="sm">
        {t('sync.counts', {
          sites: t('table.siteCount', { count: summary.sites }),
          linked: t('sync.linked', { count: summary.boundSites }),
          devices: t('sites.deviceCount', { count: summary.devices }),
          clients: t('sites.clientCount', { count: summary.clients }),
          seconds,
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
