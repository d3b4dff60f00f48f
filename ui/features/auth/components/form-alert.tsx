import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'
import { Icon } from '@/components/icons'

/** A form-level message, announced to screen readers when it appears. */
export function FormAlert({ color = 'red', children }: { color?: string; children: ReactNode }) {
  if (!children) return null
  return (
    <Alert color={color} role="alert" icon={<Icon name={color === 'red' ? 'alert' : 'check'} />}>
      {children}
    </Alert>
  )
}
