import { AreaChart, BarChart } from '@mantine/charts'
import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@/components/chart-figure'
import { formatCents } from '@/lib/format/money'
import type { Mrr } from '../api/financials'

/** MRR now, its trend over 12 months, and the MRR that came (new) and went (churned) each month. */
export function MrrCharts({ mrr }: { mrr: Mrr }) {
  const { t, i18n } = useTranslation('financials')
  const money = (cents: number) => formatCents(cents, mrr.currency, i18n.language)
  const monthLabel = (month: string) =>
    new Date(`${month}-01T12:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'short',
      year: '2-digit',
    })
  // The charts draw euros; the tooltip and axis show them in the reader's form (decimal comma).
  const points = mrr.trend.map((row) => ({
    month: monthLabel(row.month),
    mrr: row.mrr / 100,
    new_mrr: row.new_mrr / 100,
    churned_mrr: row.churned_mrr / 100,
  }))
  const euros = (value: number) => money(Math.round(value * 100))
  const first = mrr.trend[0]
  return (
    <Stack gap="md">
      <div data-figure="mrr">
        <Text size="sm" c="dimmed">
          {t('mrr.now')}
        </Text>
        <Text fz="xl" fw={700}>
          {money(mrr.mrr)}
        </Text>
      </div>
      <ChartFigure title={t('mrr.trendChart')}>
        <AreaChart
          h={220}
          data={points}
          dataKey="month"
          series={[{ name: 'mrr', label: t('mrr.series.mrr'), color: 'blue.6' }]}
          valueFormatter={euros}
          yAxisProps={{ width: 90 }}
          withDots={false}
          areaChartProps={{
            title: t('mrr.trendChart'),
            desc: t('mrr.trendSummary', {
              from: money(first?.mrr ?? 0),
              to: money(mrr.mrr),
            }),
          }}
        />
      </ChartFigure>
      <ChartFigure title={t('mrr.movementsChart')}>
        <BarChart
          h={220}
          data={points}
          dataKey="month"
          series={[
            { name: 'new_mrr', label: t('mrr.series.new'), color: 'teal.6' },
            { name: 'churned_mrr', label: t('mrr.series.churned'), color: 'red.6' },
          ]}
          valueFormatter={euros}
          yAxisProps={{ width: 90 }}
          withLegend
          barChartProps={{ title: t('mrr.movementsChart') }}
        />
      </ChartFigure>
    </Stack>
  )
}
