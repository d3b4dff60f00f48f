import { Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { AlertLogSection } from '../components/alert-log-section'
import { AlertRulesSection } from '../components/alert-rules-section'

/** /alerts: the alert rules and the alert log of every venue the user can see. */
export default function AlertsPage() {
  const { t } = useTranslation('alerts')
  return (
    <Stack gap="xl">
      <Title order={2}>{t('title')}</Title>
      <AlertRulesSection />
      <AlertLogSection locationId={null} />
    </Stack>
  )
}
