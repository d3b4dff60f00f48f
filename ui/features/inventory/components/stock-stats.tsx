import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { InventoryStats } from '../api/inventory'
import { formatCents } from '@/lib/format/money'

/** Value in stock (total, per vendor, per type), units at venues and low stock (GET /inventory/stats). */
export function StockStats({ stats }: { stats: InventoryStats }) {
  const { t, i18n } = useTranslation('inventory')
  const money = (cents: number) => formatCents(cents, 'eur', i18n.language)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('stats.value')}
        </Text>
        <Text fz="xl" fw={700}>
          {money(stats.totalValueCents)}
        </Text>
        <Text size="sm">{t('stats.units', { count: stats.totalUnits })}</Text>
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('stats.byVendor')}
        </Text>
        <Stack gap={2}>
          {stats.byVendor.map((row) => (
            <Group key={row.vendor} justify="space-between">
              <Text size="sm">{t(`vendors.${row.vendor}`)}</Text>
              <Text size="sm">{money(row.valueCents)}</Text>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('stats.byType')}
        </Text>
        <Stack gap={2}>
          {stats.byType.map((row) => (
            <Group key={row.type} justify="space-between">
              <Text size="sm">{t(`types.${row.type}`)}</Text>
              <Text size="sm">{money(row.valueCents)}</Text>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('stats.atVenues')}
        </Text>
        <Text fz="xl" fw={700}>
          {stats.allocated.units}
        </Text>
        <Text size="sm">{t('stats.locations', { count: stats.allocated.locations })}</Text>
        <Text size="sm" c={stats.lowStock.length ? 'orange' : 'dimmed'}>
          {t('stats.lowStock', { count: stats.lowStock.length })}
        </Text>
      </Card>
    </SimpleGrid>
  )
}
