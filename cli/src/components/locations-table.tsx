import { Box, Text } from 'ink'
import type { LocationPage } from '../lib/locations-api.js'
import { printElement } from './print.js'

const STATUS_COLOR: Record<string, string> = { live: 'green', standby: 'yellow', archived: 'gray' }
const NETWORK_COLOR: Record<string, string> = { online: 'green', warning: 'yellow', offline: 'red' }

const COLUMNS = [
  { title: 'ID', width: 7 },
  { title: 'NAME', width: 30 },
  { title: 'CUSTOMER', width: 24 },
  { title: 'CITY', width: 16 },
  { title: 'TYPE', width: 11 },
  { title: 'STATUS', width: 24 },
  { title: 'NETWORK', width: 15 },
] as const

function Cell({ width, children, color }: { width: number; children: string; color?: string }) {
  return (
    <Box width={width} paddingRight={1}>
      <Text color={color} wrap="truncate-end">
        {children}
      </Text>
    </Box>
  )
}

export function LocationsTable({ page }: { page: LocationPage }) {
  const { data, meta } = page
  if (data.length === 0) return <Text dimColor>No locations match.</Text>
  return (
    <Box flexDirection="column">
      <Box>
        {COLUMNS.map((column) => (
          <Cell key={column.title} width={column.width} color="gray">
            {column.title}
          </Cell>
        ))}
      </Box>
      {data.map((location) => (
        <Box key={location.id}>
          <Cell width={7}>{String(location.id)}</Cell>
          <Cell width={30}>{location.name}</Cell>
          <Cell width={24}>{location.customer?.name ?? String(location.customer_id)}</Cell>
          <Cell width={16}>{location.city ?? ''}</Cell>
          <Cell width={11}>{location.type}</Cell>
          <Cell width={24} color={STATUS_COLOR[location.status]}>
            {location.status.replaceAll('_', ' ')}
          </Cell>
          <Cell width={15} color={NETWORK_COLOR[location.network_status]}>
            {location.network_status.replaceAll('_', ' ')}
          </Cell>
        </Box>
      ))}
      <Text dimColor>
        Page {meta.page} of {meta.lastPage} · {meta.total} location{meta.total === 1 ? '' : 's'}
      </Text>
    </Box>
  )
}

export function renderLocationsTable(page: LocationPage, stream: NodeJS.WriteStream = process.stdout) {
  printElement(<LocationsTable page={page} />, stream)
}
