import { ReadableBadge } from '@/components/readable-badge'
import { useTranslation } from 'react-i18next'
import type { ConnectionState } from '../api/integrations'

const COLORS: Record<ConnectionState, string> = {
  active: 'teal',
  inactive: 'gray',
  needs_credentials: 'red',
}

/** Active, paused, or waiting for a new key (spec §4 Integration states). */
export function IntegrationStateBadge({ state }: { state: ConnectionState | null }) {
  const { t } = useTranslation('integrations')
  if (!state)
    return (
      <ReadableBadge color="gray" variant="outline">
        {t('state.not_connected')}
      </ReadableBadge>
    )
  return (
    <ReadableBadge color={COLORS[state]} variant="light">
      {t(`state.${state}`)}
    </ReadableBadge>
  )
}
