import { Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatCents } from '@/lib/format/money'
import type { Revenue } from '../api/financials'

function Figure({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-figure={name}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  )
}

/** Revenue this year against the target: year to date, still to invoice, this month, per day, last month. */
export function RevenueFigures({ revenue }: { revenue: Revenue }) {
  const { t, i18n } = useTranslation('financials')
  const money = (cents: number | null) => formatCents(cents, revenue.currency, i18n.language)
  const progress = revenue.progress ?? 0
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <Figure
          name="year_to_date"
          label={t('revenue.yearToDate', { year: revenue.year })}
          value={money(revenue.year_to_date)}
        />
        <Figure
          name="to_complete"
          label={t('revenue.toComplete')}
          value={money(revenue.to_complete)}
        />
        <Figure
          name="current_month"
          label={t('revenue.currentMonth')}
          value={money(revenue.current_month)}
        />
        <Figure name="per_day" label={t('revenue.perDay')} value={money(revenue.per_day)} />
        <Figure
          name="last_month"
          label={t('revenue.lastMonth')}
          value={money(revenue.last_month)}
        />
        <Figure
          name="target"
          label={t('revenue.target', { year: revenue.year })}
          value={money(revenue.target)}
        />
      </SimpleGrid>
      {revenue.target === null ? (
        <Text size="sm" c="dimmed">
          {t('revenue.noTarget', { year: revenue.year })}
        </Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm">
            {t('revenue.progress', {
              percent: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
                progress
              ),
            })}
          </Text>
          <Progress
            value={Math.min(100, progress)}
            aria-label={t('revenue.progressLabel')}
            color={progress >= 100 ? 'teal' : 'blue'}
          />
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {t('revenue.note')}
      </Text>
    </Stack>
  )
}
