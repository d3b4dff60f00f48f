import { Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LocationTabs } from '@/components/location-tabs/location-tabs'
import type { Location } from '../api/types'
import { LocationPicker } from './location-picker'
import { LocationBadges } from './status-badges'

/** Name, company, state badges, the switcher and the venue's tabs: the top of every /locations tab. */
export function LocationHeader({
  location,
  onChoose,
}: {
  location: Location | undefined
  onChoose: (id: number) => void
}) {
  const { t } = useTranslation('locations')
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
            {location?.name ?? t('title')}
          </Title>
          {location?.customer && (
            <Text size="sm" c="dimmed">
              {location.customer.name}
            </Text>
          )}
          {location && (
            <LocationBadges
              status={location.status}
              network={location.network_status}
              snoozed={location.snoozed}
              planCheck={location}
              networkCheck={location}
            />
          )}
        </Stack>
        <LocationPicker value={location?.id ?? null} current={location} onChange={onChoose} />
      </Group>
      <LocationTabs locationId={location?.id} />
    </Stack>
  )
}
