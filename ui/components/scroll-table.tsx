import { Table, type TableProps } from '@mantine/core'

interface ScrollTableProps extends TableProps {
  /** Below this width the table scrolls sideways inside its box instead of squeezing its columns further. */
  minWidth?: number
  /** Names the scrolling box as a focusable region (when the page has no other landmark of that name). */
  label?: string
}

/**
 * Every table of the app: on a phone a wide table scrolls sideways inside its own box, never widening or clipping the
 * page (issue 32 item 12); with `label` the box is a named, focusable region so keyboard users can scroll it too.
 * Use it as the table itself: `<ScrollTable striped aria-label=…><Table.Thead>…</ScrollTable>`.
 */
export function ScrollTable({ minWidth = 0, label, ...table }: ScrollTableProps) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      {...(label ? { 'tabIndex': 0, 'role': 'region', 'aria-label': label } : {})}
    >
      <Table {...table} />
    </Table.ScrollContainer>
  )
}
