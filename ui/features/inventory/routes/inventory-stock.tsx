import { Badge, Button, Table } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { useProducts, useStats, type Product } from '../api/inventory'
import { BulkImportModal } from '../components/bulk-import-modal'
import { ExportButton } from '../components/export-button'
import { InventoryFrame } from '../components/inventory-tabs'
import { formatCents } from '@/lib/format/money'
import { NO_FILTERS, ProductFiltersBar } from '../components/product-filters'
import { StockChangeModal } from '../components/stock-change-modal'
import { StockStats } from '../components/stock-stats'

/** /admin/inventory: the value in stock, the stock per product, changes with a reason, bulk import and export. */
export default function InventoryStockPage() {
  const { t, i18n } = useTranslation('inventory')
  const [filters, setFilters] = useState(NO_FILTERS)
  const [search] = useDebouncedValue(filters.search, 300)
  const [page, setPage] = useState(1)
  const { data, isLoading } = useProducts('inventory', { ...filters, search }, page)
  const { data: stats } = useStats()
  const [changing, setChanging] = useState<Product | null>(null)
  const [importing, setImporting] = useState(false)

  return (
    <InventoryFrame
      actions={
        <>
          <Button onClick={() => setImporting(true)}>{t('bulk.open')}</Button>
          <ExportButton kind="stock" />
        </>
      }
    >
      {stats && <StockStats stats={stats} />}
      <ProductFiltersBar filters={filters} onChange={(next) => (setFilters(next), setPage(1))} />
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={240}
        emptyLabel={t('table.empty')}
        totalLabel={(total) => t('table.total', { count: total })}
        onPageChange={setPage}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={800}>
            <Table striped aria-label={t('tabs.inventory')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('product.name')}</Table.Th>
                  <Table.Th>{t('product.model')}</Table.Th>
                  <Table.Th>{t('product.vendor')}</Table.Th>
                  <Table.Th>{t('product.ean')}</Table.Th>
                  <Table.Th>{t('table.quantity')}</Table.Th>
                  <Table.Th>{t('table.value')}</Table.Th>
                  <Table.Th>{t('table.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((product) => (
                  <Table.Tr key={product.id}>
                    <Table.Td>{product.name}</Table.Td>
                    <Table.Td>{product.model}</Table.Td>
                    <Table.Td>{t(`vendors.${product.vendor}`)}</Table.Td>
                    <Table.Td>{product.ean ?? product.sku ?? ''}</Table.Td>
                    <Table.Td>
                      {product.quantity}{' '}
                      {product.lowStock && <Badge color="orange">{t('table.low')}</Badge>}
                    </Table.Td>
                    <Table.Td>
                      {formatCents(product.totalValueCents, 'eur', i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setChanging(product)}>
                        {t('stock.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedTable>
      {changing && <StockChangeModal product={changing} onClose={() => setChanging(null)} />}
      {importing && <BulkImportModal onClose={() => setImporting(false)} />}
    </InventoryFrame>
  )
}
