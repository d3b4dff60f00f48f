import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PortalState } from '../api/portal'

const COLORS: Record<PortalState, string> = {
  enabled: 'teal',
  offline: 'red',
  closed: 'gray',
  scheduled_offline: 'orange',
  unavailable: 'gray',
}

/** Light badges with dark text: readable (WCAG AA) whatever the colour. */
export const readableBadge = {
  variant: 'light',
  styles: { label: { color: 'var(--mantine-color-dark-9)' } },
} as const

/** What guests see now (spec §4 Guest portal): enabled, temporarily offline, closed, scheduled offline, not published. */
export function PortalStateBadge({ state }: { state: PortalState }) {
  const { t } = useTranslation('portal')
  return (
    <Badge color={COLORS[state]} {...readableBadge}>
      {t(`state.${state}`)}
    </Badge>
  )
}
