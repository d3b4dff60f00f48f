import { Alert, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import useSWR from 'swr'
import { useTranslation } from 'react-i18next'
import { api } from '@/lib/api/api-client'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'

interface VenueAccess {
  id: number
  name: string
  permissions?: string[]
}

export interface TenantsContext {
  locationId: number
  /** location_update: adding, importing, keys and every change (the server checks again). */
  canUpdate: boolean
}

/** Resolves the venue of the tab (the same request as the venue frame above it) and what the user may do there. */
export function TenantsLocation({
  children,
}: {
  children: (context: TenantsContext) => ReactNode
}) {
  const { t } = useTranslation('tenants')
  const locationId = useCurrentLocationId()
  const { data, error } = useSWR<VenueAccess>(
    locationId === null ? null : `/locations/${locationId}`,
    (key: string) => api.get<VenueAccess>(key, { expect: [404] })
  )
  return (
    <Stack gap="lg">
      <VisuallyHidden component="h2">{t('title')}</VisuallyHidden>
      {locationId === null ? (
        <Alert color="gray">{t('noLocation')}</Alert>
      ) : error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : data ? (
        children({ locationId, canUpdate: data.permissions?.includes('location_update') ?? false })
      ) : (
        <Skeleton height={240} radius="lg" role="status" aria-label={t('common:loading.label')} />
      )}
    </Stack>
  )
}
