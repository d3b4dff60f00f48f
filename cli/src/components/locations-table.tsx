import { Text } from 'ink'
import type { LocationPage, LocationRow } from '../lib/locations-api.js'
import { DataTable, pageSummary, type TableColumn } from './data-table.js'
import { printElement } from './print.js'

const STATUS_COLOR: Record<string, string> = { live: 'green', standby: 'yellow', archived: 'gray' }
const NETWORK_COLOR: Record<string, string> = { online: 'green', warning: 'yellow', offline: 'red' }

const COLUMNS: TableColumn<LocationRow>[] = [
  { title: 'ID', width: 7, text: (location) => String(location.id) },
  { title: 'NAME', width: 30, text: (location) => location.name },
  {
    title: 'CUSTOMER',
    width: 24,
    text: (location) => location.customer?.name ?? String(location.customer_id),
  },
  { title: 'CITY', width: 16, text: (location) => location.city ?? '' },
  { title: 'TYPE', width: 11, text: (location) => location.type },
  {
    title: 'STATUS',
    width: 24,
    text: (location) => location.status.replaceAll('_', ' '),
    color: (location) => STATUS_COLOR[location.status],
  },
  {
    title: 'NETWORK',
    width: 15,
    text: (location) => location.network_status.replaceAll('_', ' '),
    color: (location) => NETWORK_COLOR[location.network_status],
  },
]

export function LocationsTable({ page }: { page: LocationPage }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={page.data}
      empty="No locations match."
      footer={<Text dimColor>{pageSummary(page.meta, 'locations')}</Text>}
    />
  )
}

export function renderLocationsTable(
  page: LocationPage,
  stream: NodeJS.WriteStream = process.stdout
) {
  printElement(<LocationsTable page={page} />, stream)
}
