import { Select, Table } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { useLogs } from '../api/inventory'
import { InventoryFrame } from '../components/inventory-tabs'

const REASONS = [
  'delivery',
  'count',
  'sale',
  'correction',
  'damaged',
  'allocation',
  'return',
  'lost',
  'broken',
  'import',
] as const

/** /admin/inventory/logs: every stock change, who made it, when, how many and why. */
export default function InventoryLogsPage() {
  const { t, i18n } = useTranslation('inventory')
  const [page, setPage] = useState(1)
  const [reason, setReason] = useState<string | null>(null)
  const { data, isLoading } = useLogs(page, reason)
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  })

  return (
    <InventoryFrame>
      <Select
        w={240}
        label={t('stock.reason')}
        clearable
        data={REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
        value={reason}
        onChange={(value) => (setReason(value), setPage(1))}
      />
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={240}
        emptyLabel={t('logs.empty')}
        totalLabel={(total) => t('logs.total', { count: total })}
        onPageChange={setPage}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={900}>
            <Table striped aria-label={t('tabs.logs')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('logs.when')}</Table.Th>
                  <Table.Th>{t('logs.who')}</Table.Th>
                  <Table.Th>{t('logs.product')}</Table.Th>
                  <Table.Th>{t('logs.change')}</Table.Th>
                  <Table.Th>{t('logs.after')}</Table.Th>
                  <Table.Th>{t('logs.why')}</Table.Th>
                  <Table.Th>{t('logs.where')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((log) => (
                  <Table.Tr key={log.id}>
                    <Table.Td>{when.format(new Date(log.createdAt))}</Table.Td>
                    <Table.Td>{log.userEmail ?? ''}</Table.Td>
                    <Table.Td>
                      {log.productName} {log.serial ? `(${log.serial})` : ''}
                    </Table.Td>
                    <Table.Td>
                      {log.change === 0
                        ? t('logs.writtenOff', { count: log.units })
                        : log.change > 0
                          ? `+${log.change}`
                          : log.change}
                    </Table.Td>
                    <Table.Td>{log.quantityAfter}</Table.Td>
                    <Table.Td>
                      {t(`reasons.${log.reason}`)}
                      {log.note ? ` · ${log.note}` : ''}
                    </Table.Td>
                    <Table.Td>{log.locationName ?? ''}</Table.Td>
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
