import { AreaChart, BarChart } from '@mantine/charts'
import { SimpleGrid, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TrendsData } from '../api/admin-cloud'

/** The last 24 hours per hour: sync lag (the worst when a sync ended), job failures, sign-ins. */
export function TrendCharts({ data }: { data: TrendsData }) {
  const { t, i18n } = useTranslation('adminCloud')
  const hour = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
  const points = data.hours.map((row) => ({
    hour: hour(row.starts_at),
    syncLagMinutes:
      row.max_sync_lag_seconds === null ? null : Math.round(row.max_sync_lag_seconds / 6) / 10,
    jobFailures: row.job_failures,
    signIns: row.sign_ins,
    failedSignIns: row.failed_sign_ins,
  }))
  const total = (key: 'syncs' | 'failed_syncs' | 'job_failures' | 'sign_ins' | 'failed_sign_ins') =>
    data.hours.reduce((sum, row) => sum + row[key], 0)
  const count = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 })
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }}>
      <Stack gap={4} component="figure" m={0}>
        <Title order={3} fz="sm" fw={600}>
          {t('trends.syncLag')}
        </Title>
        <AreaChart
          h={180}
          data={points}
          dataKey="hour"
          series={[{ name: 'syncLagMinutes', label: t('trends.series.syncLag'), color: 'blue.6' }]}
          connectNulls={false}
          withDots={false}
          unit=" min"
          valueFormatter={(value) => count.format(value)}
          areaChartProps={{
            title: t('trends.syncLag'),
            desc: t('trends.syncLagSummary', {
              syncs: total('syncs'),
              failed: total('failed_syncs'),
            }),
          }}
        />
      </Stack>
      <Stack gap={4} component="figure" m={0}>
        <Title order={3} fz="sm" fw={600}>
          {t('trends.jobFailures')}
        </Title>
        <BarChart
          h={180}
          data={points}
          dataKey="hour"
          series={[{ name: 'jobFailures', label: t('trends.series.jobFailures'), color: 'red.6' }]}
          yAxisProps={{ allowDecimals: false }}
          barChartProps={{
            title: t('trends.jobFailures'),
            desc: t('trends.jobFailuresSummary', { count: total('job_failures') }),
          }}
        />
      </Stack>
      <Stack gap={4} component="figure" m={0}>
        <Title order={3} fz="sm" fw={600}>
          {t('trends.signIns')}
        </Title>
        <AreaChart
          h={180}
          data={points}
          dataKey="hour"
          series={[
            { name: 'signIns', label: t('trends.series.signIns'), color: 'teal.6' },
            { name: 'failedSignIns', label: t('trends.series.failedSignIns'), color: 'red.6' },
          ]}
          withDots={false}
          withLegend
          yAxisProps={{ allowDecimals: false }}
          areaChartProps={{
            title: t('trends.signIns'),
            desc: t('trends.signInsSummary', {
              count: total('sign_ins'),
              failed: total('failed_sign_ins'),
            }),
          }}
        />
      </Stack>
    </SimpleGrid>
  )
}
