import { Badge, type BadgeProps } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A badge whose text stays readable on any tint: Mantine's light and outline variants write the label in the badge's
 * own colour, below WCAG AA contrast for most colours. The tint still tells the state; the text is dark.
 */
export function ReadableBadge({
  children,
  ...props
}: BadgeProps & { 'children': ReactNode; 'data-status'?: string }) {
  return (
    <Badge variant="light" {...props} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
      {children}
    </Badge>
  )
}
