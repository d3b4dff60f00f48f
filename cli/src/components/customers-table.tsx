import { Text } from 'ink'
import type { CustomerPage, CustomerRow } from '../lib/customers-api.js'
import { DataTable, pageSummary, type TableColumn } from './data-table.js'
import { printElement } from './print.js'

const COLUMNS: TableColumn<CustomerRow>[] = [
  { title: 'ID', width: 7, text: (customer) => String(customer.id) },
  {
    title: 'NAME',
    width: 32,
    text: (customer) => (customer.alias ? `${customer.name} (${customer.alias})` : customer.name),
  },
  { title: 'TYPE', width: 6, text: (customer) => (customer.type === 2 ? 'B2C' : 'B2B') },
  { title: 'VAT', width: 16, text: (customer) => customer.vat ?? '' },
  {
    title: 'CITY',
    width: 18,
    text: (customer) => [customer.city, customer.country].filter(Boolean).join(', '),
  },
  { title: 'GROUP', width: 22, text: (customer) => customer.group?.name ?? '' },
  {
    title: 'LOCATIONS',
    width: 10,
    text: (customer) =>
      customer.locations_count === undefined ? '' : String(customer.locations_count),
  },
]

export function CustomersTable({ page }: { page: CustomerPage }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={page.data}
      empty="No customers match."
      footer={<Text dimColor>{pageSummary(page.meta, 'customers')}</Text>}
    />
  )
}

export function renderCustomersTable(
  page: CustomerPage,
  stream: NodeJS.WriteStream = process.stdout
) {
  printElement(<CustomersTable page={page} />, stream)
}
