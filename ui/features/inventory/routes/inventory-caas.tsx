import { Anchor, SegmentedControl, Table } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PagedTable } from '@/components/paged-table'
import { locationHref, paths } from '@/config/paths'
import { useAllocated } from '../api/inventory'
import { AllocationActions } from '../components/allocation-actions'
import { ExportButton } from '../components/export-button'
import { InventoryFrame } from '../components/inventory-tabs'

const STATUSES = ['allocated', 'returned', 'lost', 'broken'] as const

/** /admin/inventory/caas: CaaS hardware at venues; return it, or write it off as lost or broken. */
export default function InventoryCaasPage() {
  const { t, i18n } = useTranslation('inventory')
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<string>('allocated')
  const { data, isLoading } = useAllocated(page, status)
  const day = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeZone: 'Europe/Brussels',
  })

  return (
    <InventoryFrame actions={<ExportButton kind="allocated" />}>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => (setStatus(value), setPage(1))}
        data={STATUSES.map((value) => ({ value, label: t(`caas.statuses.${value}`) }))}
      />
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={240}
        emptyLabel={t('caas.empty')}
        totalLabel={(total) => t('caas.total', { count: total })}
        onPageChange={setPage}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={900}>
            <Table striped aria-label={t('tabs.caas')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('caas.location')}</Table.Th>
                  <Table.Th>{t('logs.product')}</Table.Th>
                  <Table.Th>{t('caas.serial')}</Table.Th>
                  <Table.Th>{t('table.quantity')}</Table.Th>
                  <Table.Th>{t('caas.since')}</Table.Th>
                  {status === 'allocated' && <Table.Th>{t('table.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={locationHref(row.locationId, paths.locations.hardware)}
                      >
                        {row.locationName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {row.productName} · {row.model}
                    </Table.Td>
                    <Table.Td>{[row.serial, row.mac].filter(Boolean).join(' · ')}</Table.Td>
                    <Table.Td>{row.quantity}</Table.Td>
                    <Table.Td>{day.format(new Date(row.closedAt ?? row.allocatedAt))}</Table.Td>
                    {status === 'allocated' && (
                      <Table.Td>
                        <AllocationActions allocation={row} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedTable>
    </InventoryFrame>
  )
}
