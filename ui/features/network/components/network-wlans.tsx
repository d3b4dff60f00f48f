import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { NetworkOverview, WlanView } from '../api/views'
import { RestrictedServices } from './failover-notice'
import { WlanCard } from './wlan-card'
import { WlanEditModal } from './wlan-edit-modal'

interface NetworkWlansProps {
  locationId: number
  overview: NetworkOverview
  canUpdate: boolean
}

/** The venue's private and public networks, each card editable when the controller can change WLANs. */
export function NetworkWlans({ locationId, overview, canUpdate }: NetworkWlansProps) {
  const { t } = useTranslation('network')
  const [editing, setEditing] = useState<WlanView | null>(null)
  const canEdit = canUpdate && overview.capabilities.includes('updateWlan')
  const sections = [
    { key: 'private', title: t('wlans.private'), wlans: overview.networks.private },
    { key: 'public', title: t('wlans.public'), wlans: overview.networks.public },
  ]
  return (
    <>
      {sections.map((section) => (
        <Stack gap="sm" key={section.key} component="section" aria-label={section.title}>
          <Title order={2} fz="h4">
            {section.title}
          </Title>
          {overview.restrictedTo && section.wlans.length > 0 && (
            <RestrictedServices services={overview.restrictedTo} />
          )}
          {section.wlans.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('wlans.none')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {section.wlans.map((wlan) => (
                <WlanCard key={wlan.id} wlan={wlan} canEdit={canEdit} onEdit={setEditing} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ))}
      {editing && (
        <WlanEditModal locationId={locationId} wlan={editing} onClose={() => setEditing(null)} />
      )}
    </>
  )
}
