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
        detail={t('dashboard.deviceKinds', {
          gateways: t('dashboard.gateways', { count: counts.gateways }),
          switches: t('dashboard.switches', { count: counts.switches }),
          aps: t('dashboard.aps', { count: counts.aps }),
        })}
      />
      <Count
        label={t('dashboard.clients')}
        value={counts.clients}
        detail={t('dashboard.clientKinds', {
          wired: t('dashboard.wired', { count: counts.wiredClients }),
          wireless: t('dashboard.wireless', { count: counts.wirelessClients }),
          guests: t('dashboard.guests', { count: counts.guestClients }),
        })}
      />
    </SimpleGrid>
  )
}
