import { ReadableBadge } from '@/components/readable-badge'
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
    <ReadableBadge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </ReadableBadge>
  )
}
