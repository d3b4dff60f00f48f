import { AreaChart, BarChart } from '@mantine/charts'
import { SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@/components/chart-figure'
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
      <ChartFigure title={t('trends.syncLag')}>
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
              syncs: t('trends.syncCount', { count: total('syncs') }),
              failed: t('trends.failedCount', { count: total('failed_syncs') }),
            }),
          }}
        />
      </ChartFigure>
      <ChartFigure title={t('trends.jobFailures')}>
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
      </ChartFigure>
      <ChartFigure title={t('trends.signIns')}>
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
              signIns: t('trends.signInCount', { count: total('sign_ins') }),
              failed: t('trends.failedCount', { count: total('failed_sign_ins') }),
            }),
          }}
        />
      </ChartFigure>
    </SimpleGrid>
  )
}
