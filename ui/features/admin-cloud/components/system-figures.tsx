import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { DatabaseData, ProcessData } from '../api/admin-cloud'
import { formatBytes, formatDuration } from './format'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  )
}

/** The database's size and its largest tables. */
export function DatabaseFigures({ data }: { data: DatabaseData }) {
  const { t, i18n } = useTranslation('adminCloud')
  const count = new Intl.NumberFormat(i18n.language)
  return (
    <Stack gap="sm">
      <Group>
        <Figure
          label={t('database.size')}
          value={formatBytes(data.database_bytes, i18n.language)}
        />
      </Group>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label={t('database.largest')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('database.table')}</Table.Th>
              <Table.Th>{t('database.tableSize')}</Table.Th>
              <Table.Th>{t('database.rows')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.largest_tables.map((table) => (
              <Table.Tr key={table.name}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {table.name}
                  </Text>
                </Table.Td>
                <Table.Td>{formatBytes(table.bytes, i18n.language)}</Table.Td>
                <Table.Td>{count.format(table.estimated_rows)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}

/** The answering process: uptime and memory. */
export function ProcessFigures({ data }: { data: ProcessData }) {
  const { t, i18n } = useTranslation('adminCloud')
  const bytes = (value: number) => formatBytes(value, i18n.language)
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <Figure
        label={t('process.uptime')}
        value={formatDuration(data.uptime_seconds, i18n.language)}
      />
      <Figure label={t('process.rss')} value={bytes(data.rss_bytes)} />
      <Figure
        label={t('process.heap')}
        value={t('process.heapOf', {
          used: bytes(data.heap_used_bytes),
          total: bytes(data.heap_total_bytes),
        })}
      />
      <Figure
        label={t('process.system')}
        value={t('process.systemFree', {
          free: bytes(data.system_free_memory_bytes),
          total: bytes(data.system_memory_bytes),
        })}
      />
    </SimpleGrid>
  )
}
