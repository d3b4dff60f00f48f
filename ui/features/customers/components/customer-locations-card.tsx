import { Anchor, Group, Pagination, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SectionCard } from '@/components/section-card'
import { locationHref } from '@/config/paths'
import { useCustomerLocations } from '../api/customer-locations'
import { ScrollTable } from '@/components/scroll-table'

/** The customer's locations that the user may see (archived ones left out). */
export function CustomerLocationsCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation('customers')
  const [page, setPage] = useState(1)
  const { data } = useCustomerLocations(customerId, page)
  return (
    <SectionCard title={t('locations.title')}>
      {data && data.data.length === 0 ? (
        <Text c="dimmed">{t('locations.empty')}</Text>
      ) : (
        <ScrollTable striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.name')}</Table.Th>
              <Table.Th>{t('fields.city')}</Table.Th>
              <Table.Th>{t('locations.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.data.map((location) => (
              <Table.Tr key={location.id}>
                <Table.Td>
                  <Anchor component={Link} to={locationHref(location.id)}>
                    {location.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{location.city}</Table.Td>
                <Table.Td>
                  {t(`locations:status.${location.status}`, { defaultValue: location.status })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      {data && data.meta.lastPage > 1 && (
        <Group justify="flex-end">
          <Pagination value={data.meta.page} total={data.meta.lastPage} onChange={setPage} />
        </Group>
      )}
    </SectionCard>
  )
}
