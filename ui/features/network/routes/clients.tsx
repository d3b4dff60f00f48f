import { useTranslation } from 'react-i18next'
import { useNetworkOverview } from '../api/get-network-overview'
import { ClientsTable } from '../components/clients-table'
import { LocationNetworkPage, type LocationContext } from '../components/location-network-page'
import { NetworkEmptyState } from '../components/network-empty-state'

function Clients({ locationId, canUpdate }: LocationContext) {
  const { data: overview } = useNetworkOverview(locationId)
  if (overview && !overview.controller) return <NetworkEmptyState reason="not_configured" />
  const canSetFixedIp = canUpdate && (overview?.capabilities.includes('setFixedIp') ?? false)
  return (
    <ClientsTable locationId={locationId} canUpdate={canUpdate} canSetFixedIp={canSetFixedIp} />
  )
}

export default function ClientsPage() {
  const { t } = useTranslation('network')
  return (
    <LocationNetworkPage title={t('clients.title')}>
      {(context) => <Clients {...context} />}
    </LocationNetworkPage>
  )
}
