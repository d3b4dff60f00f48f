import type { ReactNode } from 'react'
import { Box, Text } from 'ink'
import { text } from '../lib/texts.js'

/** One column of a list command's table: a fixed width, its text per row and, optionally, a colour per row. */
export type TableColumn<Row> = {
  title: string
  width: number
  text: (row: Row) => string
  color?: (row: Row) => string | undefined
}

/** The line under a paged list: "Page 1 of 3 · 52 customers" ("· 1 customer"), in the account's language. */
export function pageSummary(
  meta: { page: number; lastPage: number; total: number },
  things: 'customers' | 'locations' | 'products'
) {
  return text('page', {
    page: meta.page,
    lastPage: meta.lastPage,
    things: text(things, { count: meta.total }),
  })
}

function Cell({ width, children, color }: { width: number; children: string; color?: string }) {
  return (
    <Box width={width} paddingRight={1}>
      <Text color={color} wrap="truncate-end">
        {children}
      </Text>
    </Box>
  )
}

type DataTableProps<Row> = {
  columns: readonly TableColumn<Row>[]
  rows: readonly Row[]
  /** Shown instead of the table when there are no rows. */
  empty: string
  footer?: ReactNode
}

/** A grey header row, one truncated line per row, then the footer. */
export function DataTable<Row extends { id: number | string }>({
  columns,
  rows,
  empty,
  footer,
}: DataTableProps<Row>) {
  if (rows.length === 0) return <Text dimColor>{empty}</Text>
  return (
    <Box flexDirection="column">
      <Box>
        {columns.map((column) => (
          <Cell key={column.title} width={column.width} color="gray">
            {column.title}
          </Cell>
        ))}
      </Box>
      {rows.map((row) => (
        <Box key={row.id}>
          {columns.map((column) => (
            <Cell key={column.title} width={column.width} color={column.color?.(row)}>
              {column.text(row)}
            </Cell>
          ))}
        </Box>
      ))}
      {footer}
    </Box>
  )
}
