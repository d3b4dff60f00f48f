import { Code, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocationLog, type HistoryEntry } from '../api/location-log'

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value))

/** One row per changed field; an archive snapshot is summarised, not spread out. */
function changes(entry: HistoryEntry) {
  const fields = new Set([...Object.keys(entry.old_values ?? {}), ...Object.keys(entry.new_values ?? {})])
  fields.delete('snapshot')
  return [...fields].map((field) => ({ field, from: entry.old_values?.[field], to: entry.new_values?.[field] }))
}

export function HistoryList({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation('locations')
  const [page, setPage] = useState(1)
  const { data } = useLocationLog(locationId, page)
  if (!data) return <Skeleton height={300} />
  if (data.data.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>
  return (
    <Stack>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.when')}</Table.Th>
            <Table.Th>{t('history.who')}</Table.Th>
            <Table.Th>{t('history.what')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{new Date(entry.created_at).toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>{entry.actor?.email ?? t('history.system')}</Table.Td>
              <Table.Td>
                <Text fw={500}>{t(`history.actions.${entry.action.replace('location.', '')}`, { defaultValue: entry.action })}</Text>
                {changes(entry).map(({ field, from, to }) => (
                  <Text key={field} size="sm">
                    <Code>{field}</Code> {show(from)} → {show(to)}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data.meta.lastPage > 1 && (
        <Group justify="flex-end">
          <Pagination value={page} total={data.meta.lastPage} onChange={setPage} />
        </Group>
      )}
    </Stack>
  )
}
