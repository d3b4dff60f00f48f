import { Group, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import { CreateLocationButton } from '@/components/create-location/create-location-button'
import { LocationsBrowser } from '../components/locations-browser'

/** The customer area's list: only the locations the user may read (the server decides). */
export default function CustomerLocationsPage() {
  const { t } = useTranslation('locations')
  const customer = useSession((session) => session.customer)
  const canCreate = customer?.permissions.includes('location_update') ?? false
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        {canCreate && <CreateLocationButton technical={false} defaultCustomerId={customer!.id} />}
      </Group>
      <LocationsBrowser />
    </Stack>
  )
}
