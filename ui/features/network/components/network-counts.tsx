import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { NetworkOverview } from '../api/views'

function Count({
  label,
  value,
  detail,
}: {
  label: string
  value: string | number
  detail: string
}) {
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

/** `member`: ZeroTier's devices are network members, counted as authorized or waiting, not by hardware kind. */
export function NetworkCounts({
  counts,
  noun = 'device',
}: {
  counts: NetworkOverview['counts']
  noun?: 'device' | 'member'
}) {
  const { t } = useTranslation('network')
  const pending = counts.notOnline.pending
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Count
        label={noun === 'member' ? t('dashboard.members') : t('dashboard.devices')}
        value={t('dashboard.onlineOfTotal', {
          online: counts.devicesOnline,
          total: counts.devices,
        })}
        detail={
          noun === 'member'
            ? t('dashboard.memberKinds', {
                authorized: t('dashboard.authorizedMembers', { count: counts.devices - pending }),
                pending: t('dashboard.pendingMembers', { count: pending }),
              })
            : t('dashboard.deviceKinds', {
                gateways: t('dashboard.gateways', { count: counts.gateways }),
                switches: t('dashboard.switches', { count: counts.switches }),
                aps: t('dashboard.aps', { count: counts.aps }),
              })
        }
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
