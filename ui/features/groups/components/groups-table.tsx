import { Stack, Table, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { useGroups } from '../api/list-groups'
import { ScrollTable } from '@/components/scroll-table'

/** Groups with their number of customers, search and paging. */
export function GroupsTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('groups')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [q] = useDebouncedValue(search, 300)
  const { data, isLoading } = useGroups(q, page)
  return (
    <Stack gap="md">
      <TextInput
        label={t('list.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          setPage(1)
        }}
        maw={420}
      />
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={200}
        emptyLabel={t('list.empty')}
        totalLabel={(count) => t('list.total', { count })}
        onPageChange={setPage}
      >
        {(rows) => (
          <ScrollTable highlightOnHover striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th>{t('fields.customers')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((group) => (
                <Table.Tr
                  key={group.id}
                  onClick={() => onOpen(group.id)}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>{group.name}</Table.Td>
                  <Table.Td>{group.customers_count ?? 0}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </PagedTable>
    </Stack>
  )
}
