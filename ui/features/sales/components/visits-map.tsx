import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LocationsMap } from '@/features/locations/components/locations-map'
import type { LocationPin } from '@/features/locations/api/location-map'
import type { VisitPins } from '../api/types'

/** The interest of a visit in the map's colours: green interested, orange undecided, red not interested. */
const COLOUR_OF_INTEREST: Record<string, LocationPin['network_status']> = {
  interested: 'online',
  undecided: 'warning',
  not_interested: 'offline',
}

/** Today's visits on the locations map (the same map component as the venues). */
export function VisitsMap({
  pins,
  onOpen,
}: {
  pins: VisitPins['data']
  onOpen: (id: number) => void
}) {
  const { t } = useTranslation('sales')
  if (pins.length === 0) return <Text c="dimmed">{t('overview.noPins')}</Text>
  const asPins: LocationPin[] = pins.map((pin) => ({
    id: pin.id,
    name: `${pin.venueName} (${pin.hunter})`,
    status: 'live',
    network_status: COLOUR_OF_INTEREST[pin.interest] ?? 'no_devices',
    lat: pin.latitude,
    lng: pin.longitude,
  }))
  return (
    <>
      <LocationsMap pins={asPins} onOpen={onOpen} />
      <Text size="sm" c="dimmed">
        {t('overview.mapColours')}
      </Text>
    </>
  )
}
