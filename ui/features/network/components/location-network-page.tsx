import { Alert, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'
import { useLocationAccess, type LocationAccess } from '../api/get-location-access'

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

/**
 * A network tab: resolves the current venue and hands it to the tab. The venue frame above it (name, state,
 * switcher, tabs) already shows which tab this is, so the tab's heading is for screen readers only.
 */
export function LocationNetworkPage({ title, children }: LocationNetworkPageProps) {
  const { t } = useTranslation('network')
  const locationId = useCurrentLocationId()
  const { location, canUpdate, error } = useLocationAccess(locationId)

  return (
    <Stack gap="lg">
      <VisuallyHidden component="h2">{title}</VisuallyHidden>
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
