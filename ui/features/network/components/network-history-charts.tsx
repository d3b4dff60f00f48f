import { AreaChart } from '@mantine/charts'
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@/components/chart-figure'
import type { NetworkHistory } from '../api/get-network-history'
import { axisTicks, bucketLabel, missingBuckets, tickFormatter } from './history-chart-axis'

const DASH = '–'

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Paper>
  )
}

/**
 * A venue's uptime and clients over the chosen range: the headline figures, then one chart each. Buckets without
 * samples stay blank (connectNulls off): a gap in the history is not a zero.
 */
export function NetworkHistoryCharts({ history }: { history: NetworkHistory }) {
  const { t, i18n } = useTranslation('history')
  const language = i18n.language
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 })
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
  const formatPercent = (value: number | null) =>
    value === null ? DASH : percent.format(value / 100)
  const formatCount = (value: number | null) => (value === null ? DASH : count.format(value))
  const period = t(`charts.over.${history.range}`)
  const missing = missingBuckets(history.points)
  const xAxisProps = {
    ticks: axisTicks(history.points, history.range),
    tickFormatter: tickFormatter(history.range, language),
    minTickGap: 16,
    interval: 'preserveStartEnd' as const,
  }
  const label = bucketLabel(language)
  // Recharts also renders the (hidden) tooltip before any bucket is hovered, without a label.
  const tooltipProps = {
    labelFormatter: (at: ReactNode) => (typeof at === 'string' && at ? label(at) : null),
  }
  const uptimeSummary = t('charts.uptimeSummary', {
    period,
    uptime: formatPercent(history.uptimePercent),
  })
  const clientsSummary = t('charts.clientsSummary', {
    average: formatCount(history.clientsAvg),
    peak: formatCount(history.clientsPeak),
  })

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure
          label={t('charts.uptime')}
          value={formatPercent(history.uptimePercent)}
          detail={period}
        />
        <Figure
          label={t('charts.clientsAvg')}
          value={formatCount(history.clientsAvg)}
          detail={period}
        />
        <Figure
          label={t('charts.clientsPeak')}
          value={formatCount(history.clientsPeak)}
          detail={period}
        />
      </SimpleGrid>

      <ChartFigure title={t('charts.uptimeChart')}>
        <AreaChart
          h={200}
          data={history.points}
          dataKey="at"
          series={[{ name: 'uptimePercent', label: t('charts.series.uptime'), color: 'teal.6' }]}
          connectNulls={false}
          withDots={false}
          curveType="stepAfter"
          unit="%"
          valueFormatter={(value) => count.format(value)}
          yAxisProps={{ domain: [0, 100], width: 48 }}
          xAxisProps={xAxisProps}
          tooltipProps={tooltipProps}
          areaChartProps={{ title: t('charts.uptimeChart'), desc: uptimeSummary }}
        />
      </ChartFigure>

      <ChartFigure title={t('charts.clientsChart')}>
        <AreaChart
          h={200}
          data={history.points}
          dataKey="at"
          series={[
            { name: 'clients', label: t('charts.series.clients'), color: 'blue.6' },
            {
              name: 'clientsMax',
              label: t('charts.series.clientsMax'),
              color: 'indigo.3',
              strokeDasharray: '4 3',
            },
          ]}
          connectNulls={false}
          withDots={false}
          withLegend
          valueFormatter={(value) => count.format(value)}
          yAxisProps={{ allowDecimals: false, width: 48 }}
          xAxisProps={xAxisProps}
          tooltipProps={tooltipProps}
          areaChartProps={{ title: t('charts.clientsChart'), desc: clientsSummary }}
        />
      </ChartFigure>

      {missing > 0 && (
        <Text size="sm" c="dimmed">
          {t('charts.gaps', { count: missing, total: history.points.length })}
        </Text>
      )}
    </Stack>
  )
}
