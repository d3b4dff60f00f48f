import { BarChart } from '@mantine/charts'
import { SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SalesStats } from '../api/types'
import { ScrollTable } from '@/components/scroll-table'

const COLOURS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.6',
  'indigo.6',
]

/** Visits per hunter per week (stacked bars) and each hunter's conversion to offers and customers. */
export function SalesStatsPanel({ stats }: { stats: SalesStats }) {
  const { t, i18n } = useTranslation('sales')
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  })
  const data = stats.weeks.map((week) => {
    const row: Record<string, string | number> = { week }
    for (const hunter of stats.hunters)
      row[`h${hunter.hunterId}`] = hunter.weeks.find((entry) => entry.week === week)?.visits ?? 0
    return row
  })
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label={t('stats.visits')} value={String(stats.totals.visits)} />
        <Figure label={t('stats.offerRate')} value={percent.format(stats.totals.offerRate)} />
        <Figure label={t('stats.customerRate')} value={percent.format(stats.totals.customerRate)} />
      </SimpleGrid>
      {data.length > 0 && (
        <BarChart
          h={240}
          data={data}
          dataKey="week"
          type="stacked"
          withLegend
          series={stats.hunters.map((hunter, index) => ({
            name: `h${hunter.hunterId}`,
            label: hunter.name,
            color: COLOURS[index % COLOURS.length],
          }))}
          barChartProps={{ title: t('stats.perWeek') }}
        />
      )}
      <ScrollTable label={t('stats.title')} minWidth={420} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stats.hunter')}</Table.Th>
            <Table.Th ta="right">{t('stats.visits')}</Table.Th>
            <Table.Th ta="right">{t('stats.offers')}</Table.Th>
            <Table.Th ta="right">{t('stats.customers')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.hunters.map((hunter) => (
            <Table.Tr key={hunter.hunterId}>
              <Table.Td>{hunter.name}</Table.Td>
              <Table.Td ta="right">{hunter.visits}</Table.Td>
              <Table.Td ta="right">{`${hunter.offers} (${percent.format(hunter.offerRate)})`}</Table.Td>
              <Table.Td ta="right">{`${hunter.customers} (${percent.format(hunter.customerRate)})`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Stack>
  )
}
