import { Alert, Skeleton, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import {
  PARTNER_INTEGRATIONS,
  portalIntegrationsBase,
  useIntegrationList,
} from '../api/integrations'
import { IntegrationCard } from './integration-card'

interface IntegrationsSectionProps {
  base: string
  canUpdate: boolean
  title: string
  description: string
  /** Say so when there is nothing to connect (else the section stays away). */
  showWhenEmpty?: boolean
}

/** One card per integration of a scope (a portal's, or the partner's), each with its connection. */
export function IntegrationsSection({
  base,
  canUpdate,
  title,
  description,
  showWhenEmpty = true,
}: IntegrationsSectionProps) {
  const { t } = useTranslation('integrations')
  const { data, error } = useIntegrationList(base)
  if (data && data.data.length === 0 && !showWhenEmpty) return null
  return (
    <SectionCard title={title} description={description}>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={160} aria-label={t('common:loading.label')} />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">{t('section.none')}</Text>
      ) : (
        <Stack gap="md">
          {data.data.map((item) => (
            <IntegrationCard key={item.plugin.id} base={base} item={item} canUpdate={canUpdate} />
          ))}
        </Stack>
      )}
    </SectionCard>
  )
}

/** The portal tab's integrations section: every integration a portal can connect to (Mailchimp…). */
export function PortalIntegrationsSection({
  locationId,
  canUpdate,
}: {
  locationId: number
  canUpdate: boolean
}) {
  const { t } = useTranslation('integrations')
  return (
    <IntegrationsSection
      base={portalIntegrationsBase(locationId)}
      canUpdate={canUpdate}
      title={t('section.title')}
      description={t('section.description')}
    />
  )
}

/** The partner's own integrations (e.g. Pipedrive for invoicing), on the overview; absent when none exist. */
export function PartnerIntegrationsSection() {
  const { t } = useTranslation('integrations')
  return (
    <IntegrationsSection
      base={PARTNER_INTEGRATIONS}
      canUpdate
      title={t('section.partnerTitle')}
      description={t('section.partnerDescription')}
      showWhenEmpty={false}
    />
  )
}
