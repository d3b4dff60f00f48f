import { Alert, Badge, Stack, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCustomers } from '../api/list-customers'
import { ScrollTable } from '@/components/scroll-table'

interface CustomersTableProps {
  onOpen: (id: number) => void
}

/** Customers with search (name, alias, VAT, city, e-mail) and paging. */
export function CustomersTable({ onOpen }: CustomersTableProps) {
  const { t } = useTranslation('customers')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [q] = useDebouncedValue(search, 300)
  const { data, error, isLoading } = useCustomers({ q, page })

  return (
    <Stack gap="md">
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          setPage(1)
        }}
        maw={420}
      />
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={240}
        emptyLabel={t('list.empty')}
        totalLabel={(count) => t('list.total', { count })}
        onPageChange={setPage}
      >
        {(rows) => (
          <ScrollTable minWidth={640} highlightOnHover striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th>{t('fields.vat')}</Table.Th>
                <Table.Th>{t('fields.city')}</Table.Th>
                <Table.Th>{t('fields.group')}</Table.Th>
                <Table.Th>{t('fields.type')}</Table.Th>
                <Table.Th>{t('fields.locations')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((customer) => (
                <Table.Tr
                  key={customer.id}
                  onClick={() => onOpen(customer.id)}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>
                    <Text fw={500}>{customer.name}</Text>
                    {customer.alias && (
                      <Text size="xs" c="dimmed">
                        {customer.alias}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{customer.vat}</Table.Td>
                  <Table.Td>{customer.city}</Table.Td>
                  <Table.Td>{customer.group?.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`types.${customer.type}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{customer.locations_count ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </PagedTable>
    </Stack>
  )
}
