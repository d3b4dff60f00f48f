import { Alert, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'
import { AlertLogSection } from '../components/alert-log-section'
import { AlertRulesSection } from '../components/alert-rules-section'

/** The venue's alerts tab: its alert log, and the rules (a new one starts on this venue). */
export default function LocationAlertsPage() {
  const { t } = useTranslation('alerts')
  const locationId = useCurrentLocationId()
  if (locationId === null) return <Alert color="gray">{t('noLocation')}</Alert>
  return (
    <Stack gap="xl">
      <AlertLogSection locationId={locationId} />
      <AlertRulesSection locationId={locationId} />
    </Stack>
  )
}
