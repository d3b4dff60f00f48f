import { Group, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CreateLocationButton } from '@/components/create-location/create-location-button'
import { LocationsBrowser } from '../components/locations-browser'

export default function AdminLocationsPage() {
  const { t } = useTranslation('locations')
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('adminTitle')}
        </Title>
        <CreateLocationButton technical />
      </Group>
      <LocationsBrowser admin />
    </Stack>
  )
}
