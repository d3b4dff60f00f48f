import { Alert, Skeleton, Stack, Text } from '@mantine/core'
import { Navigate, Outlet, useMatch } from 'react-router'
import { useTranslation } from 'react-i18next'
import { NotFoundScreen } from '@/components/feedback/not-found-screen'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { useLocation } from '../api/get-location'
import { LocationHeader } from '../components/location-header'
import { useChosenLocation } from '../components/use-current-location'

/**
 * The frame of every /locations tab: the venue's name and state, the switcher and the tabs. A tab opens only
 * once the venue is known, so an unknown venue is one not-found page (inside the app, with the menu) rather
 * than a request error per tab.
 */
export default function LocationLayout() {
  const { t } = useTranslation('locations')
  const [id, choose] = useChosenLocation()
  const { data: location, error } = useLocation(id)
  // `/locations` itself only redirects to the default tab: no need to wait for the venue.
  const atDefaultTab = useMatch(paths.locations.root) !== null
  const staff = useSession((session) => session.user.isAdmin || session.user.isPartner)

  if (atDefaultTab) return <Outlet />
  // Spec §4: a venue whose customer has no payment method says why instead of opening; the user's other venues stay open.
  if (location?.awaiting_payment && !staff)
    return <Navigate to={`${paths.notPayed}?location=${location.id}`} replace />
  if (isApiError(error) && error.status === 404) return <NotFoundScreen />
  return (
    <Stack gap="lg">
      <LocationHeader location={location} onChoose={choose} />
      {id === null ? (
        <Text c="dimmed">{t('picker.none')}</Text>
      ) : error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : location ? (
        <Outlet />
      ) : (
        <Skeleton height={240} radius="lg" role="status" aria-label={t('common:loading.label')} />
      )}
    </Stack>
  )
}
