import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { NetworkOverview } from '../api/types'

function Count({ label, value, detail }: { label: string; value: string | number; detail: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Paper>
  )
}

export function NetworkCounts({ counts }: { counts: NetworkOverview['counts'] }) {
  const { t } = useTranslation('network')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Count
        label={t('dashboard.devices')}
        value={t('dashboard.onlineOfTotal', { online: counts.devicesOnline, total: counts.devices })}
        detail={t('dashboard.deviceKinds', { gateways: counts.gateways, switches: counts.switches, aps: counts.aps })}
      />
      <Count
        label={t('dashboard.clients')}
        value={counts.clients}
        detail={t('dashboard.clientKinds', {
          wired: counts.wiredClients,
          wireless: counts.wirelessClients,
          guests: counts.guestClients,
        })}
      />
    </SimpleGrid>
  )
}
