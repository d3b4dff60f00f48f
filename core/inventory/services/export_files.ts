import ExcelJS from 'exceljs'
import db from '@adonisjs/lucid/services/db'
import { writeCsv } from '#kernel/csv/write_csv'

export type ExportKind = 'stock' | 'allocated'
export type ExportFormat = 'csv' | 'xlsx'

type Column = { key: string; header: string; money?: boolean }

const COLUMNS: Record<ExportKind, Column[]> = {
  stock: [
    { key: 'id', header: 'id' },
    { key: 'name', header: 'name' },
    { key: 'type', header: 'type' },
    { key: 'model', header: 'model' },
    { key: 'vendor', header: 'vendor' },
    { key: 'ean', header: 'ean' },
    { key: 'sku', header: 'sku' },
    { key: 'supplier', header: 'supplier' },
    { key: 'quantity', header: 'quantity' },
    { key: 'purchase_price_cents', header: 'purchase_price', money: true },
    { key: 'sale_price_cents', header: 'sale_price', money: true },
    { key: 'caas_price_cents', header: 'caas_price', money: true },
    { key: 'config_price_cents', header: 'config_price', money: true },
    { key: 'monthly_licence_cents', header: 'monthly_licence', money: true },
    { key: 'total_value_cents', header: 'total_value', money: true },
  ],
  allocated: [
    { key: 'id', header: 'allocation' },
    { key: 'location_id', header: 'location_id' },
    { key: 'location_name', header: 'location' },
    { key: 'product_name', header: 'product' },
    { key: 'model', header: 'model' },
    { key: 'serial', header: 'serial' },
    { key: 'mac', header: 'mac' },
    { key: 'quantity', header: 'quantity' },
    { key: 'caas_price_cents', header: 'caas_price', money: true },
    { key: 'allocated_at', header: 'allocated_at' },
  ],
}

/** The rows of an export, read at the time the job runs. */
export function exportRows(kind: ExportKind): Promise<Record<string, unknown>[]> {
  if (kind === 'stock') {
    return db
      .from('products')
      .leftJoin('suppliers', 'suppliers.id', 'products.supplier_id')
      .where('products.own_brand', false)
      .orderBy('products.name')
      .orderBy('products.id')
      .select(
        'products.*',
        'suppliers.name as supplier',
        db.raw('products.quantity::bigint * products.purchase_price_cents as total_value_cents')
      )
  }
  return db
    .from('hardware_allocations as allocation')
    .join('products as product', 'product.id', 'allocation.product_id')
    .join('locations as location', 'location.id', 'allocation.location_id')
    .leftJoin('inventory_units as unit', 'unit.id', 'allocation.unit_id')
    .where('allocation.status', 'allocated')
    .orderBy('location.name')
    .orderBy('allocation.id')
    .select(
      'allocation.id',
      'allocation.location_id',
      'location.name as location_name',
      'product.name as product_name',
      'product.model',
      'unit.serial',
      'unit.mac',
      'allocation.quantity',
      'product.caas_price_cents',
      'allocation.allocated_at'
    )
}

/** Money leaves in euros with two decimals; dates as ISO 8601 UTC. */
function plain(column: Column, value: unknown): string | number | null {
  if (value === null || value === undefined) return null
  if (column.money) return Number(value) / 100
  if (value instanceof Date) return value.toISOString()
  return typeof value === 'number' ? value : String(value)
}

/** The export as a file: RFC 4180 CSV with a byte-order mark, or an XLSX workbook with one sheet. */
export async function buildExportFile(
  kind: ExportKind,
  format: ExportFormat,
  rows: Record<string, unknown>[]
): Promise<Buffer> {
  const columns = COLUMNS[kind]
  if (format === 'csv') {
    // Money with two decimals in the text file; the workbook keeps numbers with a number format.
    const text = (column: Column, value: unknown) =>
      column.money && value !== null && value !== undefined
        ? (Number(value) / 100).toFixed(2)
        : plain(column, value)
    const headers = columns.map((column) => column.header)
    return Buffer.from(
      writeCsv(
        headers,
        rows.map((row) =>
          Object.fromEntries(
            columns.map((column) => [column.header, text(column, row[column.key])])
          )
        )
      )
    )
  }
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(kind)
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: 18,
    style: column.money ? { numFmt: '#,##0.00' } : {},
  }))
  for (const row of rows)
    sheet.addRow(
      Object.fromEntries(columns.map((column) => [column.key, plain(column, row[column.key])]))
    )
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
