import { Alert, Skeleton, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'
import { usePortal } from '../api/portal'
import { GuestsTable } from '../components/guests-table'
import { PortalInsights } from '../components/portal-insights'
import { PortalSummary } from '../components/portal-summary'
import { GuestAccessSections } from '@/features/guest-access/components/guest-access-sections'
import { PortalIntegrationsSection } from '@/features/integrations/components/integrations-section'
import { WebhooksSection } from '@/features/webhooks/components/webhooks-section'

/**
 * The venue's "portal" tab (spec §2 /locations tabs): the portal's state and the ways into it, its insights and its
 * guests. The venue frame (location-layout) names the venue above. More guest-access sections (vouchers, devices
 * allowed without the portal) sit below the guests.
 */
export default function LocationPortalPage() {
  const { t } = useTranslation('portal')
  const id = useCurrentLocationId()
  const { data, error } = usePortal(id)
  if (!id) return null
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  if (!data) return <Skeleton height={240} radius="lg" aria-label={t('common:loading.label')} />
  return (
    <Stack gap="lg">
      <SectionCard title={t('summary.title')}>
        <PortalSummary portal={data} />
      </SectionCard>
      <SectionCard title={t('insights.title')}>
        <PortalInsights locationId={id} />
      </SectionCard>
      <SectionCard title={t('guests.title')}>
        <GuestsTable locationId={id} canUpdate={data.can_update} />
      </SectionCard>
      <GuestAccessSections locationId={id} canUpdate={data.can_update} />
      <PortalIntegrationsSection locationId={id} canUpdate={data.can_update} />
      <WebhooksSection scope="portal" locationId={id} canUpdate={data.can_update} />
    </Stack>
  )
}
