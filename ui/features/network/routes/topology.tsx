import { Alert, Skeleton, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useClients } from '../api/get-clients'
import { useDevices } from '../api/get-devices'
import { useNetworkOverview } from '../api/get-network-overview'
import { usePortProfiles } from '../api/get-port-profiles'
import { LocationNetworkPage, type LocationContext } from '../components/location-network-page'
import { NetworkEmptyState } from '../components/network-empty-state'
import { TopologyDevice, type TopologyActions } from '../components/topology-device'
import { buildTopology } from '../components/topology-tree'

const TOPOLOGY_CLIENTS = { search: '', kind: 'all' as const, page: 1, perPage: 100 }

function Topology({ locationId, canUpdate }: LocationContext) {
  const { t } = useTranslation('network')
  const { data: overview } = useNetworkOverview(locationId)
  const { data: devices, error } = useDevices(locationId)
  const { data: clients } = useClients(locationId, TOPOLOGY_CLIENTS)
  const capabilities = overview?.capabilities ?? []
  const canSetProfile =
    canUpdate &&
    capabilities.includes('setPortProfile') &&
    capabilities.includes('listPortProfiles')
  const { data: profiles } = usePortProfiles(locationId, canSetProfile)
  const tree = useMemo(() => buildTopology(devices ?? [], clients?.data ?? []), [devices, clients])

  if (overview && !overview.controller) return <NetworkEmptyState reason="not_configured" />
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  if (!devices)
    return (
      <Skeleton height={240} radius="lg" role="status" aria-label={t('common:loading.label')} />
    )
  if (devices.length === 0) return <NetworkEmptyState reason="no_devices" />

  const actions: TopologyActions = {
    locationId,
    canReboot: canUpdate && capabilities.includes('rebootDevice'),
    canPowerCycle: canUpdate && capabilities.includes('powerCyclePort'),
    profiles: canSetProfile ? (profiles ?? null) : null,
  }
  return (
    <Stack gap="xs">
      {clients && clients.meta.total > clients.data.length && (
        <Text size="sm" c="dimmed">
          {t('topology.clientsShown', { shown: clients.data.length, total: clients.meta.total })}
        </Text>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('topology.title')}>
        {tree.map((node) => (
          <TopologyDevice key={node.device.id} node={node} actions={actions} />
        ))}
      </Stack>
    </Stack>
  )
}

export default function TopologyPage() {
  const { t } = useTranslation('network')
  return (
    <LocationNetworkPage title={t('topology.title')}>
      {(context) => <Topology {...context} />}
    </LocationNetworkPage>
  )
}
