import { Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LocationTabs } from '@/components/location-tabs/location-tabs'
import type { Location } from '../api/types'
import { LocationPicker } from './location-picker'
import { LocationBadges } from './status-badges'

/** Name, badges, the picker and the venue's tabs. */
export function LocationHeader({ location, onChoose }: { location: Location | undefined; onChoose: (id: number) => void }) {
  const { t } = useTranslation('locations')
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            {location?.name ?? t('title')}
          </Title>
          {location && <LocationBadges status={location.status} network={location.network_status} snoozed={location.snoozed} />}
        </div>
        <LocationPicker value={location?.id ?? null} current={location} onChange={onChoose} />
      </Group>
      <LocationTabs locationId={location?.id} />
      {location?.customer && <Text size="sm" c="dimmed">{location.customer.name}</Text>}
    </Stack>
  )
}
