import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocation } from '../api/get-location'
import { NetworkEvents } from '@/features/network/components/network-events'
import { HistoryList } from '../components/history-list'
import { LocationHeader } from '../components/location-header'
import { useChosenLocation } from '../components/use-current-location'

export default function LocationHistoryPage() {
  const { t } = useTranslation('locations')
  const [id, choose] = useChosenLocation()
  const { data: location } = useLocation(id)
  if (!id) return <Text c="dimmed">{t('picker.none')}</Text>
  return (
    <Stack gap="lg">
      <LocationHeader location={location} onChoose={choose} />
      <HistoryList locationId={id} />
      <NetworkEvents locationId={id} />
    </Stack>
  )
}
