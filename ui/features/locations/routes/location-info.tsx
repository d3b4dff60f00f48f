import { Alert, Card, Code, Grid, Image, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'
import { useSession } from '@/lib/session/session-store'
import { useLocation } from '../api/get-location'
import { qrUrl } from '../api/print-label'
import { updateLocation } from '../api/save-location'
import { CommentsPanel } from '../components/comments-panel'
import { LocationActions } from '../components/location-actions'
import { AutomaticUpdatesCard } from '../components/automatic-updates-card'
import { LocationForm } from '@/components/create-location/location-form'
import { OpeningHoursCard } from '@/components/opening-hours/opening-hours-card'
import { LocationConfigCard } from '@/features/config-files/components/location-config-card'
import { VenueVendorSettingsCard } from '@/features/controllers/components/venue-vendor-settings-card'
import { WebhooksSection } from '@/features/webhooks/components/webhooks-section'

export default function LocationInfoPage() {
  const { t } = useTranslation('locations')
  const id = useCurrentLocationId()
  const isAdmin = useSession((session) => session.user.isAdmin)
  const { data: location, error } = useLocation(id)
  const canWrite = isAdmin || (location?.permissions ?? []).includes('location_update')
  // Also gates archive, restore and snooze, which need location_update on the customer: a grant on this location alone gets a 403 toast.

  if (!id) return null
  return (
    <Stack gap="lg">
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      {!location ? (
        !error && <Skeleton height={400} />
      ) : (
        <>
          <LocationActions location={location} canManage={canWrite} />
          <Grid>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Card withBorder>
                <Title order={2} fz="h4" mb="sm">
                  {t('sections.details')}
                </Title>
                <LocationForm
                  key={`${location.id}-${location.status}`}
                  location={location}
                  technical={isAdmin}
                  readOnly={!canWrite}
                  submitLabel={t('common:actions.save')}
                  onSubmit={(input) => updateLocation(location.id, input)}
                />
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Card withBorder>
                <Title order={2} fz="h4" mb="sm">
                  {t('sections.qr')}
                </Title>
                <Image src={qrUrl(location.id)} alt={t('qrAlt', { name: location.name })} w={180} />
                {location.status_code && (
                  <Text size="sm" mt="xs">
                    {t('statusCode')}{' '}
                    <Code fz="md">{`${location.status_code.slice(0, 4)}-${location.status_code.slice(4)}`}</Code>
                  </Text>
                )}
              </Card>
              <Stack mt="md">
                <AutomaticUpdatesCard location={location} canWrite={canWrite} isAdmin={isAdmin} />
              </Stack>
            </Grid.Col>
          </Grid>
          {/* Full width: seven rows of two time inputs do not fit the narrow side column. */}
          <Card withBorder>
            <Title order={2} fz="h4" mb="sm">
              {t('sections.openingHours')}
            </Title>
            <OpeningHoursCard owner="locations" id={location.id} canWrite={canWrite} />
          </Card>
          {isAdmin && <VenueVendorSettingsCard locationId={location.id} />}
          {isAdmin && <LocationConfigCard locationId={location.id} />}
          <WebhooksSection scope="location" locationId={location.id} canUpdate={canWrite} />
          <Card withBorder>
            <Title order={2} fz="h4" mb="sm">
              {t('sections.comments')}
            </Title>
            <CommentsPanel locationId={location.id} canWrite={canWrite} />
          </Card>
        </>
      )}
    </Stack>
  )
}
