import { Badge, Button, Table } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { useProducts, type Product } from '../api/inventory'
import { InventoryFrame } from '../components/inventory-tabs'
import { formatCents } from '@/lib/format/money'
import { NO_FILTERS, ProductFiltersBar } from '../components/product-filters'
import { ProductModal } from '../components/product-modal'

/** /admin/inventory/products: the catalogue with every price, own-brand products included; add and edit. */
export default function InventoryProductsPage() {
  const { t, i18n } = useTranslation('inventory')
  const [filters, setFilters] = useState(NO_FILTERS)
  const [search] = useDebouncedValue(filters.search, 300)
  const [page, setPage] = useState(1)
  const { data, isLoading } = useProducts('products', { ...filters, search }, page)
  const [editing, setEditing] = useState<Product | 'new' | null>(null)
  const money = (cents: number) => formatCents(cents, 'eur', i18n.language)

  return (
    <InventoryFrame actions={<Button onClick={() => setEditing('new')}>{t('product.new')}</Button>}>
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
          <Table.ScrollContainer minWidth={1000}>
            <Table striped aria-label={t('tabs.products')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('product.name')}</Table.Th>
                  <Table.Th>{t('product.type')}</Table.Th>
                  <Table.Th>{t('product.model')}</Table.Th>
                  <Table.Th>{t('product.prices.purchasePriceCents')}</Table.Th>
                  <Table.Th>{t('product.prices.salePriceCents')}</Table.Th>
                  <Table.Th>{t('product.prices.caasPriceCents')}</Table.Th>
                  <Table.Th>{t('product.prices.configPriceCents')}</Table.Th>
                  <Table.Th>{t('product.prices.monthlyLicenceCents')}</Table.Th>
                  <Table.Th>{t('product.supplier')}</Table.Th>
                  <Table.Th>{t('table.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((product) => (
                  <Table.Tr key={product.id}>
                    <Table.Td>
                      {product.name}{' '}
                      {product.ownBrand && <Badge variant="light">{t('product.ownBrand')}</Badge>}
                    </Table.Td>
                    <Table.Td>{t(`types.${product.type}`)}</Table.Td>
                    <Table.Td>{product.model}</Table.Td>
                    <Table.Td>{money(product.purchasePriceCents)}</Table.Td>
                    <Table.Td>{money(product.salePriceCents)}</Table.Td>
                    <Table.Td>{money(product.caasPriceCents)}</Table.Td>
                    <Table.Td>{money(product.configPriceCents)}</Table.Td>
                    <Table.Td>{money(product.monthlyLicenceCents)}</Table.Td>
                    <Table.Td>{product.supplierName ?? ''}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setEditing(product)}>
                        {t('product.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedTable>
      {editing && (
        <ProductModal
          product={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </InventoryFrame>
  )
}
