import { Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { paths } from '@/config/paths'
import type { Location } from '../api/types'
import { LocationPicker } from './location-picker'
import { LocationBadges } from './status-badges'

/** Name, badges, the picker and the two tabs of this feature (info, history). */
export function LocationHeader({ location, onChoose }: { location: Location | undefined; onChoose: (id: number) => void }) {
  const { t } = useTranslation('locations')
  const query = location ? `?location=${location.id}` : ''
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
      <Group gap="md">
        <NavLink to={`${paths.locations.info}${query}`}>{t('tabs.info')}</NavLink>
        <NavLink to={`${paths.locations.history}${query}`}>{t('tabs.history')}</NavLink>
      </Group>
      {location?.customer && <Text size="sm" c="dimmed">{location.customer.name}</Text>}
    </Stack>
  )
}
