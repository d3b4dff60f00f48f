import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface SectionCardProps {
  title: string
  description?: string
  children: ReactNode
}

/** A titled card that groups one part of a screen (profile, customer details...). */
export function SectionCard({ title, description, children }: SectionCardProps) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  )
}
