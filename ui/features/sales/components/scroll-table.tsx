import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/** A table that scrolls sideways on a phone; the scrolling region is focusable so keyboard users can scroll it too. */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  )
}
