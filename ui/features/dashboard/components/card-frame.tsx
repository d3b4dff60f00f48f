import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Title,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'

export interface CardControls {
  collapsed: boolean
  first: boolean
  last: boolean
  onToggle(): void
  onMove(step: -1 | 1): void
  onHide(): void
}

interface CardFrameProps {
  title: string
  count?: number
  error?: { message: string } | null
  onRetry(): void
  controls: CardControls
  children: ReactNode
}

/** One dashboard card: a titled section the user can fold, move and hide; a card whose data failed says so alone. */
export function CardFrame({ title, count, error, onRetry, controls, children }: CardFrameProps) {
  const { t } = useTranslation('dashboard')
  const bodyId = `card-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label={title}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={2} fz="h4">
              {title}
            </Title>
            {count !== undefined && (
              <ReadableBadge
                color={count ? 'red' : 'green'}
                aria-label={t('countLabel', { count })}
              >
                {count}
              </ReadableBadge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('layout.moveUp', { card: title })}
              disabled={controls.first}
              onClick={() => controls.onMove(-1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('layout.moveDown', { card: title })}
              disabled={controls.last}
              onClick={() => controls.onMove(1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t(controls.collapsed ? 'layout.expand' : 'layout.collapse', {
                card: title,
              })}
              aria-expanded={!controls.collapsed}
              aria-controls={bodyId}
              onClick={controls.onToggle}
            >
              {controls.collapsed ? '▸' : '▾'}
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('layout.hide', { card: title })}
              onClick={controls.onHide}
            >
              ×
            </ActionIcon>
          </Group>
        </Group>
        <Collapse expanded={!controls.collapsed} id={bodyId}>
          {error ? (
            <Alert color="red" variant="light" title={t('cardError')}>
              <Stack gap="xs" align="flex-start">
                {error.message}
                <Button size="xs" variant="light" onClick={onRetry}>
                  {t('retry')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            children
          )}
        </Collapse>
      </Stack>
    </Paper>
  )
}
