import { Box, Text } from 'ink'
import type { CustomerPage } from '../lib/customers-api.js'
import { printElement } from './print.js'

const COLUMNS = [
  { title: 'ID', width: 7 },
  { title: 'NAME', width: 32 },
  { title: 'TYPE', width: 6 },
  { title: 'VAT', width: 16 },
  { title: 'CITY', width: 18 },
  { title: 'GROUP', width: 22 },
  { title: 'LOCATIONS', width: 10 },
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

export function CustomersTable({ page }: { page: CustomerPage }) {
  const { data, meta } = page
  if (data.length === 0) return <Text dimColor>No customers match.</Text>
  return (
    <Box flexDirection="column">
      <Box>
        {COLUMNS.map((column) => (
          <Cell key={column.title} width={column.width} color="gray">
            {column.title}
          </Cell>
        ))}
      </Box>
      {data.map((customer) => (
        <Box key={customer.id}>
          <Cell width={7}>{String(customer.id)}</Cell>
          <Cell width={32}>{customer.alias ? `${customer.name} (${customer.alias})` : customer.name}</Cell>
          <Cell width={6}>{customer.type === 2 ? 'B2C' : 'B2B'}</Cell>
          <Cell width={16}>{customer.vat ?? ''}</Cell>
          <Cell width={18}>{[customer.city, customer.country].filter(Boolean).join(', ')}</Cell>
          <Cell width={22}>{customer.group?.name ?? ''}</Cell>
          <Cell width={10}>{customer.locations_count === undefined ? '' : String(customer.locations_count)}</Cell>
        </Box>
      ))}
      <Text dimColor>
        Page {meta.page} of {meta.lastPage} · {meta.total} customer{meta.total === 1 ? '' : 's'}
      </Text>
    </Box>
  )
}

export function renderCustomersTable(page: CustomerPage, stream: NodeJS.WriteStream = process.stdout) {
  printElement(<CustomersTable page={page} />, stream)
}
