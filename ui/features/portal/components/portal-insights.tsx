import { BarChart } from '@mantine/charts'
import {
  Alert,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@/components/chart-figure'
import { errorMessage } from '@/lib/i18n/error-message'
import { INSIGHT_RANGES, usePortalInsights, type InsightsRange } from '../api/portal-guests'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  )
}

/** Guests per day (new and returning), the opt-in rate and the devices, over 7, 30 or 90 days. */
export function PortalInsights({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation('portal')
  const [range, setRange] = useState<InsightsRange>('30d')
  const { data, error } = usePortalInsights(locationId, range)
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  })
  const day = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <SegmentedControl
          aria-label={t('insights.range')}
          value={range}
          onChange={(value) => setRange(value as InsightsRange)}
          data={INSIGHT_RANGES.map((value) => ({ value, label: t(`insights.ranges.${value}`) }))}
        />
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={280} aria-label={t('common:loading.label')} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label={t('insights.signIns')} value={String(data.totals.sign_ins)} />
            <Figure label={t('insights.guests')} value={String(data.totals.guests)} />
            <Figure label={t('insights.newGuests')} value={String(data.totals.new_guests)} />
            <Figure
              label={t('insights.optInRate')}
              value={
                data.totals.opt_in_rate === null ? '–' : percent.format(data.totals.opt_in_rate)
              }
            />
          </SimpleGrid>
          <ChartFigure title={t('insights.perDay')}>
            <BarChart
              h={220}
              data={data.days.map((entry) => ({
                ...entry,
                label: day.format(new Date(`${entry.date}T00:00:00Z`)),
              }))}
              dataKey="label"
              type="stacked"
              withLegend
              // Guests are counted in whole numbers: a quiet week must not show 0.5 and 1.5 on the axis.
              yAxisProps={{ allowDecimals: false }}
              series={[
                { name: 'new', label: t('insights.new'), color: 'blue.6' },
                { name: 'returning', label: t('insights.returning'), color: 'teal.6' },
              ]}
              barChartProps={{
                title: t('insights.perDay'),
                desc: t('insights.summary', {
                  signIns: t('insights.signInCount', { count: data.totals.sign_ins }),
                  byGuests: t('insights.byGuests', { count: data.totals.guests }),
                }),
              }}
            />
          </ChartFigure>
          <Stack gap={4}>
            <Title order={3} fz="sm" fw={600}>
              {t('insights.devices')}
            </Title>
            {data.devices.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('insights.noDevices')}
              </Text>
            ) : (
              <Table aria-label={t('insights.devices')}>
                <Table.Tbody>
                  {data.devices.map((row) => (
                    <Table.Tr key={row.device}>
                      <Table.Td>
                        {row.device === 'unknown' ? t('insights.unknownDevice') : row.device}
                      </Table.Td>
                      <Table.Td ta="right">{row.guests}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </>
      )}
    </Stack>
  )
}
