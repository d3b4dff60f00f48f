import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'
import { useLocationAccess, type LocationAccess } from '../api/get-location-access'
import { LocationTabs } from '@/components/location-tabs/location-tabs'

export interface LocationContext {
  locationId: number
  location: LocationAccess
  /** location_update on this venue: commands and edits are offered only then (the server checks again). */
  canUpdate: boolean
}

interface LocationNetworkPageProps {
  title: string
  children: (context: LocationContext) => ReactNode
}

/** Frame of the network tabs: resolves the current venue and hands it to the tab. */
export function LocationNetworkPage({ title, children }: LocationNetworkPageProps) {
  const { t } = useTranslation('network')
  const locationId = useCurrentLocationId()
  const { location, canUpdate, error } = useLocationAccess(locationId)

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {location && <Text c="dimmed">{location.name}</Text>}
      </div>
      {locationId !== null && <LocationTabs locationId={locationId} />}
      {locationId === null ? (
        <Alert color="gray">{t('page.noLocation')}</Alert>
      ) : error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : location ? (
        children({ locationId, location, canUpdate })
      ) : (
        <Skeleton height={240} radius="lg" role="status" aria-label={t('common:loading.label')} />
      )}
    </Stack>
  )
}
