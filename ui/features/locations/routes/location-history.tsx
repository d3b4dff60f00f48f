import { Stack } from '@mantine/core'
import { NetworkEvents } from '@/features/network/components/network-events'
import { NetworkHistorySection } from '@/features/network/components/network-history-section'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'
import { HistoryList } from '../components/history-list'

/** The venue's network history charts, audit trail and network events; the venue frame (location-layout) names the venue above. */
export default function LocationHistoryPage() {
  const id = useCurrentLocationId()
  if (!id) return null
  return (
    <Stack gap="lg">
      <NetworkHistorySection locationId={id} />
      <HistoryList locationId={id} />
      <NetworkEvents locationId={id} />
    </Stack>
  )
}
