import { Text } from 'ink'
import type { ProductPage, ProductRow } from '../lib/inventory-api.js'
import { DataTable, pageSummary, type TableColumn } from './data-table.js'
import { printElement } from './print.js'

/** Cents as euros with a decimal comma, as the product shows money (spec §9). */
export function euros(cents: number) {
  return `€ ${(cents / 100).toFixed(2).replace('.', ',')}`
}

const COLUMNS: TableColumn<ProductRow>[] = [
  { title: 'ID', width: 6, text: (product) => String(product.id) },
  { title: 'NAME', width: 28, text: (product) => product.name },
  { title: 'MODEL', width: 18, text: (product) => product.model },
  { title: 'VENDOR', width: 9, text: (product) => product.vendor },
  { title: 'EAN/SKU', width: 16, text: (product) => product.ean ?? product.sku ?? '' },
  {
    title: 'QTY',
    width: 7,
    text: (product) => String(product.quantity),
    color: (product) => (product.lowStock ? 'yellow' : undefined),
  },
  { title: 'VALUE', width: 14, text: (product) => euros(product.totalValueCents) },
]

export function InventoryTable({ page }: { page: ProductPage }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={page.data}
      empty="No products match."
      footer={<Text dimColor>{pageSummary(page.meta, 'products')}</Text>}
    />
  )
}

export function renderInventoryTable(
  page: ProductPage,
  stream: NodeJS.WriteStream = process.stdout
) {
  printElement(<InventoryTable page={page} />, stream)
}
