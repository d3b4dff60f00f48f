import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useNetworkOverview } from '../api/get-network-overview'
import { ControllerStatus } from '../components/controller-status'
import { FailoverNotice } from '../components/failover-notice'
import { LocationNetworkPage, type LocationContext } from '../components/location-network-page'
import { NetworkStatusBadge } from '../components/network-badges'
import { NetworkCounts } from '../components/network-counts'
import { NetworkEmptyState } from '../components/network-empty-state'
import { NetworkWarnings } from '../components/network-warnings'
import { NetworkWlans } from '../components/network-wlans'
import { PpskKeysSection } from '../components/ppsk-keys-section'
import { RebootNetworkButton } from '../components/reboot-network-button'

function NetworkDashboard({ locationId, location, canUpdate }: LocationContext) {
  const { t, i18n } = useTranslation('network')
  const { data: overview, error, mutate } = useNetworkOverview(locationId)
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  if (!overview)
    return (
      <Skeleton height={240} radius="lg" role="status" aria-label={t('common:loading.label')} />
    )

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm">
          <NetworkStatusBadge status={overview.status} />
          <Text size="sm" c="dimmed">
            {overview.lastSyncAt
              ? t('dashboard.lastSync', {
                  at: new Date(overview.lastSyncAt).toLocaleString(i18n.language),
                })
              : t('dashboard.neverSynced')}
          </Text>
        </Group>
        <RebootNetworkButton
          locationId={locationId}
          locationName={location.name}
          overview={overview}
          canUpdate={canUpdate}
          onRebooted={(next) => mutate(next, { revalidate: false })}
        />
      </Group>
      {overview.status === 'not_configured' || !overview.controller ? (
        <NetworkEmptyState reason="not_configured" />
      ) : (
        <>
          {overview.status === 'no_devices' && <NetworkEmptyState reason="no_devices" />}
          {overview.restrictedTo && <FailoverNotice services={overview.restrictedTo} />}
          <NetworkWarnings overview={overview} />
          <NetworkCounts counts={overview.counts} noun={overview.deviceNoun} />
          <NetworkWlans locationId={locationId} overview={overview} canUpdate={canUpdate} />
          {overview.capabilities.includes('listPpskKeys') && (
            <PpskKeysSection locationId={locationId} overview={overview} canUpdate={canUpdate} />
          )}
          <ControllerStatus overview={overview} />
        </>
      )}
    </Stack>
  )
}

export default function NetworkDashboardPage() {
  const { t } = useTranslation('network')
  return (
    <LocationNetworkPage title={t('dashboard.title')}>
      {(context) => <NetworkDashboard {...context} />}
    </LocationNetworkPage>
  )
}
