import { Alert, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { HISTORY_RANGES, useNetworkHistory, type HistoryRange } from '../api/get-network-history'

// The chart library is the bulk of the history tab: loaded apart, so the rest of the tab does not wait for it.
const NetworkHistoryCharts = lazy(() =>
  import('./network-history-charts').then((module) => ({ default: module.NetworkHistoryCharts }))
)

/** The history tab's "Network history": uptime and clients over 24 hours, 7 or 30 days (7 days first). */
export function NetworkHistorySection({ locationId }: { locationId: number }) {
  const { t } = useTranslation('history')
  const [range, setRange] = useState<HistoryRange>('7d')
  const { data, error } = useNetworkHistory(locationId, range)
  const loading = (
    <Skeleton height={520} radius="lg" role="status" aria-label={t('common:loading.label')} />
  )

  const content = error ? (
    <Alert color="red" role="alert">
      {errorMessage(t, error)}
    </Alert>
  ) : !data ? (
    loading
  ) : data.uptimePercent === null ? (
    <Text c="dimmed">{t('charts.empty')}</Text>
  ) : (
    <Suspense fallback={loading}>
      <NetworkHistoryCharts history={data} />
    </Suspense>
  )

  return (
    <Stack gap="sm" component="section" aria-label={t('charts.title')}>
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4">
          {t('charts.title')}
        </Title>
        <SegmentedControl
          aria-label={t('charts.range')}
          value={range}
          onChange={(value) => setRange(value as HistoryRange)}
          data={HISTORY_RANGES.map((value) => ({ value, label: t(`charts.ranges.${value}`) }))}
        />
      </Group>
      {content}
    </Stack>
  )
}
