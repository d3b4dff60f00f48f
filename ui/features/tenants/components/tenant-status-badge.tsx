import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TenantStatus } from '../api/types'

const COLORS: Record<TenantStatus, string> = {
  pending_creation: 'yellow',
  created: 'teal',
  deactivation_scheduled: 'orange',
  deactivated: 'gray',
}

/** The tenant's state (spec §4): pending creation → created → deactivation scheduled → deactivated. */
export function TenantStatusBadge({ status }: { status: TenantStatus }) {
  const { t } = useTranslation('tenants')
  return (
    // The light tint carries the colour; the text stays dark enough for WCAG AA (as the location badges do).
    <Badge color={COLORS[status]} variant="light" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
      {t(`status.${status}`)}
    </Badge>
  )
}
