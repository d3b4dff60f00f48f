import type { ReactNode } from 'react'
import { Stack, Title } from '@mantine/core'

/** A chart as a figure under its own small heading (the chart repeats the title for screen readers). */
export function ChartFigure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="figure" m={0}>
      <Title order={3} fz="sm" fw={600}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}
