import { Group as Row, Pagination, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGroups } from '../api/list-groups'

/** Groups with their number of customers, search and paging. */
export function GroupsTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('groups')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [q] = useDebouncedValue(search, 300)
  const { data, isLoading } = useGroups(q, page)
  return (
    <Stack gap="md">
      <TextInput label={t('list.search')} value={search} onChange={(event) => { setSearch(event.currentTarget.value); setPage(1) }} maw={420} />
      {isLoading && !data ? (
        <Skeleton height={200} aria-label={t('common:loading.label')} />
      ) : data && data.data.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        data && (
          <>
            <Table highlightOnHover striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.name')}</Table.Th>
                  <Table.Th>{t('fields.customers')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((group) => (
                  <Table.Tr key={group.id} onClick={() => onOpen(group.id)} style={{ cursor: 'pointer' }}>
                    <Table.Td>{group.name}</Table.Td>
                    <Table.Td>{group.customers_count ?? 0}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Row justify="space-between">
              <Text size="sm" c="dimmed">{t('list.total', { count: data.meta.total })}</Text>
              {data.meta.lastPage > 1 && <Pagination value={data.meta.page} total={data.meta.lastPage} onChange={setPage} />}
            </Row>
          </>
        )
      )}
    </Stack>
  )
}
